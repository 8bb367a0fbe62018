import { ChevronDownIcon } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { operationLabel } from "@/components/tokens/operation-label";
import type { TokenCostTable } from "./pricing-types";

const questions = ["whatIsToken", "costs", "renewal", "purchased", "runOut", "exports"] as const;

/**
 * The FAQ about tokens: what a token is, what each action costs (the server's own table), and the
 * two buckets' rule (DECISIONS.md: the allowance renews and does not roll over; purchased tokens never
 * expire and are spent after it). Native <details>, so it works before any script loads.
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
          <thead>
            <tr className="border-b text-xs text-muted-foreground">
              <th scope="col" className="py-1.5 text-start font-medium">
                {t("costs.operation")}
              </th>
              <th scope="col" className="py-1.5 text-end font-medium">
                {t("costs.tokens")}
              </th>
            </tr>
          </thead>
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
    <section aria-labelledby="token-faq-title" className="mx-auto grid w-full max-w-3xl gap-6" data-testid="token-faq">
      <h2 id="token-faq-title" className="text-center text-2xl font-semibold tracking-tight">
        {t("title")}
      </h2>
      <div className="divide-y rounded-xl border bg-card">
        {questions.map((key) => (
          <details key={key} className="group px-5 py-4 [&_summary::-webkit-details-marker]:hidden" data-question={key}>
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
              {t(`${key}.question`)}
              <ChevronDownIcon className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" aria-hidden />
            </summary>
            <div className="pt-3 text-sm leading-relaxed text-muted-foreground">{answers[key]}</div>
          </details>
        ))}
      </div>
    </section>
  );
}
