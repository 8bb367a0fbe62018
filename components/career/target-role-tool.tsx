"use client";

import { useId, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { CareerToolForm } from "./career-tool-form";

/**
 * A career tool asked with one optional target role (the LinkedIn rewrite, the career path). Its field's
 * strings are careerTools.<tool>.{targetRole, targetRolePlaceholder}.
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
  return (
    <CareerToolForm
      tool={tool}
      cost={cost}
      request={() => request(targetRole)}
      renderResult={renderResult}
      onBusyChange={onBusyChange}
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
    </CareerToolForm>
  );
}
