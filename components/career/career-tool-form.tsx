"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { kebabCase } from "es-toolkit/string";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useCareerTool } from "./use-career-tool";

export type CareerToolName = "jobFit" | "booster" | "linkedin" | "trajectory" | "localize";

/**
 * A career tool's form and answer: the tool's fields (children) and the run button with the cost, then
 * the tool's result with a button to ask again. Its strings are careerTools.<tool>.{run, running, again}.
 * `canRun` false keeps the run button disabled while the fields are not enough to ask.
 */
export function CareerToolForm<Result>({
  tool,
  cost,
  request,
  renderResult,
  onBusyChange,
  canRun = true,
  children,
}: {
  tool: CareerToolName;
  cost: number;
  request: () => Promise<Result>;
  renderResult: (result: Result) => ReactNode;
  onBusyChange: (busy: boolean) => void;
  canRun?: boolean;
  children: ReactNode;
}) {
  const t = useTranslations(`careerTools.${tool}`);
  const { busy, result, run, reset } = useCareerTool<Result>(onBusyChange);

  if (result)
    return (
      <div className="space-y-4">
        {renderResult(result)}
        <Button type="button" variant="outline" onClick={reset}>
          {t("again")}
        </Button>
      </div>
    );

  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        void run(request);
      }}
      aria-busy={busy}
    >
      {children}
      <Button type="submit" disabled={busy || !canRun} data-testid={`${kebabCase(tool)}-run`}>
        {busy && <Loader2 className="animate-spin" aria-hidden />}
        {busy ? t("running") : t("run", { count: cost })}
      </Button>
    </form>
  );
}
