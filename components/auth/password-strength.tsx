"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { cn } from "@/core/utils/cn";
import { passwordMinLength } from "@/core/auth/field-schemas";

type Policy = typeof import("@/core/auth/password-policy");

// The server's own estimator (core/auth/password-policy.ts), loaded only once someone types a password:
// it carries 2 MB of dictionaries.
let policy: Promise<Policy> | null = null;
function loadPolicy(): Promise<Policy> {
  policy ??= import("@/core/auth/password-policy");
  return policy;
}

const levels = ["veryWeak", "weak", "fair", "good", "strong"] as const;
const colours = ["bg-destructive", "bg-destructive", "bg-amber-500", "bg-emerald-500", "bg-emerald-600"] as const;

/** A strength hint while typing (DECISIONS password rule); below the minimum score the server refuses. */
export function PasswordStrength({ password, userInputs = [] }: { password: string; userInputs?: string[] }) {
  const t = useTranslations("auth.strength");
  const [scored, setScored] = useState<{ password: string; score: number; isAccepted: boolean } | null>(null);
  const inputs = userInputs.join("\n");

  useEffect(() => {
    if (!password) return;
    let isCurrent = true;
    loadPolicy()
      .then(({ passwordScore, minimumPasswordScore }) => {
        if (!isCurrent) return;
        const score = passwordScore(password, inputs.split("\n"));
        setScored({ password, score, isAccepted: score >= minimumPasswordScore });
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [password, inputs]);

  if (!password) return null;
  const isTooShort = password.length < passwordMinLength;
  const current = !isTooShort && scored?.password === password ? scored : null;
  const score = isTooShort ? 0 : (current?.score ?? null);
  const message = isTooShort
    ? t("tooShort", { count: passwordMinLength })
    : current
      ? `${t(levels[current.score] ?? "veryWeak")}${current.isAccepted ? "" : ` · ${t("tooGuessable")}`}`
      : "\u00a0";
  return (
    <div className="grid gap-1.5" data-testid="password-strength" data-score={score ?? ""}>
      <div className="grid grid-cols-4 gap-1" aria-hidden>
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={cn(
              "h-1 rounded-full bg-muted transition-colors",
              score !== null && score >= step && colours[score],
            )}
          />
        ))}
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
