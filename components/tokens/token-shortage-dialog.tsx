"use client";

import { CoinsIcon, InfoIcon, SparklesIcon } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { DialogShell } from "@/components/common/dialog-shell";
import { Button } from "@/components/ui/button";
import { Link } from "@/core/i18n/navigation";
import { cn } from "@/core/utils/cn";
import type { TokenShortage } from "./token-shortage-store";

type Props = {
  shortage: TokenShortage | null;
  /** null while the payment configuration loads. */
  paymentsEnabled: boolean | null;
  /** When the monthly allowance renews, if the balance has been loaded. */
  resetsAt: string | null;
  onClose: () => void;
};

/**
 * The token-shortage dialog (spec accounts §4, resume §2): the balance and what the action needs;
 * with payments on, Upgrade and Buy tokens both close it and go to /pricing; with payments off, a note.
 */
export function TokenShortageDialog({ shortage, paymentsEnabled, resetsAt, onClose }: Props) {
  const t = useTranslations("tokens.shortage");
  const format = useFormatter();
  const required = shortage?.required ?? 0;
  const balance = shortage?.balance ?? 0;

  return (
    <DialogShell
      open={shortage !== null}
      onOpenChange={(open) => !open && onClose()}
      icon={
        <span
          className="mb-1 flex size-10 items-center justify-center rounded-full bg-amber-100 text-amber-700 dark:bg-amber-900/50 dark:text-amber-300"
          aria-hidden
        >
          <CoinsIcon className="size-5" />
        </span>
      }
      title={t("title")}
      description={t("message", { required, balance })}
      descriptionProps={{ "data-testid": "token-shortage-message" }}
      contentProps={{ closeLabel: t("cancel"), className: "sm:max-w-md", "data-testid": "token-shortage-dialog" }}
      footer={
        <>
          <Button type="button" variant="ghost" onClick={onClose}>
            {t("cancel")}
          </Button>
          {paymentsEnabled ? (
            <>
              <Button asChild variant="outline" onClick={onClose}>
                <Link href="/pricing">
                  <SparklesIcon aria-hidden />
                  {t("upgrade")}
                </Link>
              </Button>
              <Button asChild onClick={onClose}>
                <Link href={{ pathname: "/pricing", query: { tab: "tokens" } }}>
                  <CoinsIcon aria-hidden />
                  {t("buy")}
                </Link>
              </Button>
            </>
          ) : null}
        </>
      }
    >
      <dl className="grid grid-cols-2 gap-3">
        <Figure
          label={t("balance")}
          value={format.number(balance)}
          className="bg-muted/40"
          data-testid="token-shortage-balance"
        />
        <Figure
          label={t("required")}
          value={format.number(required)}
          className="border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950/40"
          data-testid="token-shortage-required"
        />
      </dl>
      {paymentsEnabled === false ? (
        <p
          className="flex gap-2 rounded-lg border bg-muted/40 p-3 text-sm text-muted-foreground"
          data-testid="payments-disabled-note"
        >
          <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            {t("paymentsDisabled")}
            {resetsAt
              ? ` ${t("renewsOn", { date: format.dateTime(new Date(resetsAt), { dateStyle: "long" }) })}`
              : null}
          </span>
        </p>
      ) : null}
    </DialogShell>
  );
}

/** One of the dialog's two numbers: what the user has, and what the action needs. */
function Figure({
  label,
  value,
  className,
  "data-testid": testId,
}: {
  label: string;
  value: string;
  className: string;
  "data-testid": string;
}) {
  return (
    <div className={cn("rounded-lg border p-3", className)}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
