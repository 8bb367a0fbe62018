import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { FaqList } from "@/components/marketing/faq-list";
import { ColumnHeaders } from "@/components/tokens/column-headers";
import { operationLabel } from "@/components/tokens/operation-label";
import { PricingSection } from "./pricing-section";
import type { TokenCostTable } from "./pricing-types";

const questions = ["whatIsToken", "costs", "renewal", "purchased", "runOut", "exports"] as const;

/**
 * The FAQ about tokens: what a token is, what each action costs (the server's own table), and the
 * two buckets' rule (DECISIONS.md: the allowance renews and does not roll over; purchased tokens never
 * expire and are spent after it).
 */
export function TokenFaq({ costs }: { costs: TokenCostTable }) {
  const t = useTranslations("pricing.faq");
  const tokens = useTranslations("tokens");
  const format = useFormatter();
  const rows = Object.entries(costs).sort((a, b) => a[1] - b[1]);

  const answers: Record<(typeof questions)[number], ReactNode> = {
    whatIsToken: t("whatIsToken.answer"),
    costs: (
      <>
        <p>{t("costs.answer")}</p>
        <table className="mt-3 w-full max-w-md text-sm" data-testid="token-cost-table">
          <ColumnHeaders
            columns={[
              { label: t("costs.operation"), align: "start", className: "py-1.5" },
              { label: t("costs.tokens"), align: "end", className: "py-1.5" },
            ]}
          />
          <tbody>
            {rows.map(([operation, cost]) => (
              <tr key={operation} className="border-b last:border-0" data-operation={operation}>
                <td className="py-1.5 text-foreground">{operationLabel(tokens, operation)}</td>
                <td className="py-1.5 text-end font-medium text-foreground tabular-nums">{format.number(cost)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </>
    ),
    renewal: t("renewal.answer"),
    purchased: t("purchased.answer"),
    runOut: t("runOut.answer"),
    exports: t("exports.answer", { pdf: costs.PDF_EXPORT, word: costs.WORD_EXPORT }),
  };

  return (
    <PricingSection
      id="token-faq-title"
      title={t("title")}
      className="mx-auto w-full max-w-3xl"
      data-testid="token-faq"
    >
      <FaqList items={questions.map((key) => ({ key, question: t(`${key}.question`), answer: answers[key] }))} />
    </PricingSection>
  );
}
