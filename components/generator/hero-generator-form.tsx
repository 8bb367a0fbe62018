"use client";

import { LoaderCircleIcon, SparklesIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useRouter } from "@/core/i18n/navigation";
import { saveTransition } from "./save-transition";

/** Spec §9: the hero waits this long on its generating screen before opening the generator. */
export const heroRedirectMs = 1500;

/**
 * The landing's job-role form (spec §2 "Landing page"): on submit the role and an auto-start flag are
 * stored (resume-transition-data), a generating screen shows, and /ai-generator opens and starts.
 */
export function HeroGeneratorForm() {
  const t = useTranslations("generator.hero");
  const router = useRouter();
  const [jobRole, setJobRole] = useState("");
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => () => clearTimeout(timer.current), []);

  // What a visitor typed before the page hydrated (the landing's scripts come after its first paint):
  // React leaves it in the input while hydrating; taken into the state once, or the next render would
  // write the empty role over it and the button would stay disabled.
  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed) setJobRole(typed);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const role = jobRole.trim();
    if (!role) return;
    saveTransition({ jobRole: role });
    setLeaving(true);
    timer.current = setTimeout(() => router.push("/ai-generator"), heroRedirectMs);
  };

  return (
    <>
      <form onSubmit={submit} className="mx-auto mt-8 flex max-w-xl flex-col gap-2 sm:flex-row" aria-label={t("label")}>
        <label htmlFor="hero-job-role" className="sr-only">
          {t("label")}
        </label>
        <Input
          ref={input}
          id="hero-job-role"
          value={jobRole}
          maxLength={120}
          required
          placeholder={t("placeholder")}
          className="placeholder-without-arabic-font h-11 bg-background"
          onChange={(event) => setJobRole(event.target.value)}
        />
        <Button type="submit" size="lg" className="h-11" disabled={!jobRole.trim() || leaving}>
          <SparklesIcon aria-hidden />
          {t("submit")}
        </Button>
      </form>
      {leaving && (
        <div
          role="status"
          className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-background/95 backdrop-blur-sm"
          data-testid="hero-generating"
        >
          <LoaderCircleIcon className="size-10 animate-spin text-primary" aria-hidden />
          <p className="text-lg font-medium">{t("preparing")}</p>
        </div>
      )}
    </>
  );
}
