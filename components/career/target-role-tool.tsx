"use client";

import { useId, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useCareerTool } from "./use-career-tool";

/**
 * A career tool asked with one optional target role (the LinkedIn rewrite, the career path): the role
 * field and the run button with the cost, then the tool's result with a button to ask again. Its strings
 * are careerTools.<tool>.{targetRole, targetRolePlaceholder, run, running, again}.
 */
export function TargetRoleTool<Result>({
  tool,
  cost,
  request,
  renderResult,
  onBusyChange,
}: {
  tool: "linkedin" | "trajectory";
  cost: number;
  request: (targetRole: string) => Promise<Result>;
  renderResult: (result: Result) => ReactNode;
  onBusyChange: (busy: boolean) => void;
}) {
  const t = useTranslations(`careerTools.${tool}`);
  const id = useId();
  const [targetRole, setTargetRole] = useState("");
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
        void run(() => request(targetRole));
      }}
      aria-busy={busy}
    >
      <div className="space-y-1">
        <Label htmlFor={`${id}-role`}>{t("targetRole")}</Label>
        <Input
          id={`${id}-role`}
          value={targetRole}
          placeholder={t("targetRolePlaceholder")}
          onChange={(event) => setTargetRole(event.target.value)}
          maxLength={200}
        />
      </div>
      <Button type="submit" disabled={busy} data-testid={`${tool}-run`}>
        {busy && <Loader2 className="animate-spin" aria-hidden />}
        {busy ? t("running") : t("run", { count: cost })}
      </Button>
    </form>
  );
}
