"use client";

import { CheckIcon, CircleAlertIcon, FileTextIcon, LoaderCircleIcon, SparklesIcon, XIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { useErrorMessage } from "@/components/auth/use-error-message";
import { refreshTokenBalance } from "@/components/tokens/token-balance-store";
import { ScoreBar } from "@/components/analysis/score-parts";
import { GeneratedResumeTemplates } from "@/components/template-recommendation/generated-resume-templates";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, apiErrorFrom, apiErrorOf, apiRequest, dispatchApiError } from "@/client/http/api-client";
import { readNdjsonStream } from "@/client/http/read-ndjson-stream";
import {
  experienceOptions,
  generationSteps,
  generatorCountries,
  generatorLanguageLocales,
  generatorLanguages,
  generatorTones,
  type ExperienceOption,
  type GenerationEvent,
  type GenerationStep,
  type GeneratorLanguage,
  type GeneratorTone,
  type JobDetails,
} from "@/core/ai/generator/form";
import { Link } from "@/core/i18n/navigation";
import { cn } from "@/core/utils/cn";
import { GeneratorField, SelectField } from "./generator-fields";
import { JobUrlField } from "./job-url-field";
import { takeTransition } from "./transition-storage";

type StepStatus = "pending" | "active" | "done" | "error";
type Result = Extract<GenerationEvent, { type: "done" }>;
type Phase =
  | { kind: "idle" }
  | { kind: "running" }
  | { kind: "done"; result: Result }
  | { kind: "failed"; message: string; guestLimit: boolean };

export type SmartGeneratorProps = {
  isSignedIn: boolean;
  costs: { generation: number; extraction: number };
  /** Whether an AI model is configured (otherwise the offline engine answers and says so). */
  offline: boolean;
  /** Inside the dashboard, whose shell already holds the page's <main>. */
  embedded?: boolean;
};

const idleSteps = Object.fromEntries(generationSteps.map((step) => [step, "pending"])) as Record<
  GenerationStep,
  StepStatus
>;

/** The generator's default resume language follows the page: Arabic pages write Arabic resumes. */
function defaultLanguage(locale: string): GeneratorLanguage {
  const found = generatorLanguages.find((code) => generatorLanguageLocales[code].slice(0, 2) === locale.slice(0, 2));
  return found ?? "EN";
}

/** Spec §2 "AI generator page": the form, the real streamed progress, and the new resume. */
export function SmartGenerator({ isSignedIn, costs, offline, embedded = false }: SmartGeneratorProps) {
  const t = useTranslations("generator");
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const [jobRole, setJobRole] = useState("");
  const [jobUrl, setJobUrl] = useState("");
  const [description, setDescription] = useState("");
  const [language, setLanguage] = useState<GeneratorLanguage>(() => defaultLanguage(locale));
  const [experience, setExperience] = useState<ExperienceOption>("2-4");
  const [country, setCountry] = useState<string>("");
  const [tone, setTone] = useState<GeneratorTone>("Professional");
  const [jobDetails, setJobDetails] = useState<JobDetails | null>(null);
  const [steps, setSteps] = useState(idleSteps);
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const running = phase.kind === "running";
  const Wrapper = embedded ? "div" : "main";
  const openButton = useRef<HTMLAnchorElement>(null);

  const languageNames = useMemo(() => new Intl.DisplayNames([locale], { type: "language" }), [locale]);
  const regionNames = useMemo(() => new Intl.DisplayNames([locale], { type: "region" }), [locale]);

  /** Visitors generate into their guest session: make sure this browser has one. */
  const ensureGuest = useCallback(async () => {
    if (!isSignedIn) await apiRequest("/api/guest/session", { method: "POST" });
  }, [isSignedIn]);

  const generate = useCallback(
    async (form: {
      jobRole: string;
      jobUrl: string;
      additionalDescription: string;
      language: GeneratorLanguage;
      experience: ExperienceOption;
      country: string;
      tone: GeneratorTone;
      jobDetails: JobDetails | null;
    }) => {
      if (!form.jobRole.trim()) return;
      setPhase({ kind: "running" });
      setSteps({ ...idleSteps, charge: "active" });
      let current: GenerationStep = "charge";
      try {
        await ensureGuest();
        const response = await fetch("/api/ai/generate-resume", {
          method: "POST",
          credentials: "include",
          headers: { "content-type": "application/json", "x-page-locale": locale },
          body: JSON.stringify({
            ...form,
            jobRole: form.jobRole.trim(),
            jobDetails: form.jobDetails ?? undefined,
            idempotencyKey: crypto.randomUUID(),
          }),
        });
        if (!response.ok || !response.body) throw await apiErrorOf(response);
        let failure: ApiError | null = null;
        let result: Result | null = null;
        await readNdjsonStream<GenerationEvent>(response.body, (event) => {
          if (event.type === "step") {
            current = event.step;
            setSteps((previous) => ({ ...previous, [event.step]: event.status }));
          } else if (event.type === "done") result = event;
          else failure = apiErrorFrom(event.error, 200);
        });
        if (failure) throw failure;
        if (!result) throw new ApiError("SomethingWentWrong", 200);
        setPhase({ kind: "done", result });
      } catch (error) {
        setSteps((previous) => ({ ...previous, [current]: "error" }));
        if (error instanceof ApiError && error.code === "InsufficientTokens") dispatchApiError(error);
        const guestLimit =
          error instanceof ApiError &&
          error.code === "ResumeLimitReached" &&
          error.body?.details?.reason === "guest_limit";
        setPhase({ kind: "failed", message: guestLimit ? t("guestLimit") : errorMessage(error), guestLimit });
      } finally {
        void refreshTokenBalance({ force: true });
      }
    },
    [ensureGuest, errorMessage, locale, t],
  );

  // The hero hand-off: the landing's form, started on arrival.
  const handedOff = useRef(false);
  useEffect(() => {
    if (handedOff.current) return;
    handedOff.current = true;
    const transition = takeTransition();
    if (!transition) return;
    const form = transition.form;
    const next = {
      jobRole: form.jobRole ?? "",
      jobUrl: "",
      additionalDescription: form.additionalDescription ?? "",
      language: form.language ?? defaultLanguage(locale),
      experience: form.experience ?? "2-4",
      country: form.country ?? "",
      tone: form.tone ?? "Professional",
      jobDetails: null,
    };
    // Filled from the browser's storage after the first render, as the hand-off requires.
    /* eslint-disable react-hooks/set-state-in-effect */
    setJobRole(next.jobRole);
    setDescription(next.additionalDescription);
    setLanguage(next.language);
    setExperience(next.experience);
    setCountry(next.country);
    setTone(next.tone);
    /* eslint-enable react-hooks/set-state-in-effect */
    if (transition.autoStart && next.jobRole.trim()) void generate(next);
  }, [generate, locale]);

  useEffect(() => {
    if (phase.kind === "done") openButton.current?.focus();
  }, [phase.kind]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!jobRole.trim()) {
      toast.error(t("roleRequired"));
      return;
    }
    void generate({
      jobRole,
      jobUrl,
      additionalDescription: description,
      language,
      experience,
      country,
      tone,
      jobDetails,
    });
  };

  const useDetails = (details: JobDetails, appended: string) => {
    if (details.title) setJobRole(details.title.slice(0, 120));
    setDescription((text) => [text.trim(), appended].filter(Boolean).join("\n\n").slice(0, 4000));
    setJobDetails(details);
  };

  return (
    <Wrapper
      {...(embedded ? {} : { id: "main" })}
      className={cn("mx-auto w-full max-w-6xl", !embedded && "px-4 py-10 sm:px-6 lg:py-14")}
    >
      <header className="mb-8 max-w-3xl">
        <p className="mb-3 inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-medium text-muted-foreground">
          <SparklesIcon className="size-3.5" aria-hidden />
          {t("badge")}
        </p>
        <h1 className="text-balance text-3xl font-semibold tracking-tight sm:text-4xl">{t("title")}</h1>
        <p className="mt-3 text-pretty text-muted-foreground">{t("subtitle")}</p>
      </header>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <form
          onSubmit={submit}
          className="space-y-5 rounded-xl border bg-card p-5 shadow-xs sm:p-6"
          aria-busy={running}
        >
          <GeneratorField id="generator-role" label={t("role")}>
            <Input
              name="jobRole"
              value={jobRole}
              maxLength={120}
              required
              autoComplete="organization-title"
              placeholder={t("rolePlaceholder")}
              onChange={(event) => setJobRole(event.target.value)}
            />
          </GeneratorField>
          <JobUrlField
            value={jobUrl}
            onChange={setJobUrl}
            disabled={running}
            cost={costs.extraction}
            ensureGuest={ensureGuest}
            onConfirm={useDetails}
          />
          {jobDetails && (
            <p
              className="flex items-center justify-between gap-3 rounded-md bg-muted px-3 py-2 text-sm"
              data-testid="job-details-used"
            >
              <span>
                {t("jobDetailsAdded")}
                {jobDetails.title ? `: ${jobDetails.title}` : ""}
              </span>
              <Button type="button" variant="ghost" size="sm" onClick={() => setJobDetails(null)}>
                <XIcon aria-hidden />
                {t("removeJobDetails")}
              </Button>
            </p>
          )}
          <GeneratorField id="generator-description" label={t("description")} hint={t("descriptionHint")}>
            <Textarea
              name="additionalDescription"
              value={description}
              maxLength={4000}
              rows={5}
              placeholder={t("descriptionPlaceholder")}
              onChange={(event) => setDescription(event.target.value)}
            />
          </GeneratorField>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              id="generator-language"
              label={t("language")}
              value={language}
              onChange={setLanguage}
              options={generatorLanguages.map((code) => ({
                value: code,
                label: languageNames.of(generatorLanguageLocales[code].slice(0, 2)) ?? code,
              }))}
            />
            <SelectField
              id="generator-experience"
              label={t("experience")}
              value={experience}
              onChange={setExperience}
              options={experienceOptions.map((option) => ({ value: option, label: t(`experienceOptions.${option}`) }))}
            />
            <SelectField
              id="generator-country"
              label={t("country")}
              value={country}
              onChange={setCountry}
              options={[
                { value: "", label: t("anyCountry") },
                ...generatorCountries.map((code) => ({ value: code, label: regionNames.of(code) ?? code })),
              ]}
            />
            <SelectField
              id="generator-tone"
              label={t("tone")}
              value={tone}
              onChange={setTone}
              options={generatorTones.map((option) => ({ value: option, label: t(`tones.${option}`) }))}
            />
          </div>
          {offline && (
            <p className="rounded-md border border-dashed px-3 py-2 text-xs text-muted-foreground">
              {t("offlineNote")}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" size="lg" disabled={!jobRole.trim() || running}>
              {running ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : <SparklesIcon aria-hidden />}
              {running ? t("generating") : t("generate")}
            </Button>
            <span className="text-sm text-muted-foreground">{t("cost", { cost: costs.generation })}</span>
          </div>
        </form>

        <section
          aria-live="polite"
          className="rounded-xl border bg-card p-5 shadow-xs sm:p-6 lg:sticky lg:top-20 lg:self-start"
          data-testid="generator-status"
        >
          {phase.kind === "idle" && (
            <div className="flex flex-col items-center gap-3 py-10 text-center">
              <FileTextIcon className="size-10 text-muted-foreground" aria-hidden />
              <h2 className="font-semibold">{t("idleTitle")}</h2>
              <p className="text-sm text-muted-foreground">{t("idleText")}</p>
            </div>
          )}
          {phase.kind !== "idle" && (
            <>
              <h2 className="mb-4 font-semibold">{t("steps.title")}</h2>
              <ol className="space-y-3">
                {generationSteps.map((step) => (
                  <li key={step} className="flex items-center gap-3 text-sm" data-step={step} data-status={steps[step]}>
                    <StepIcon status={steps[step]} />
                    <span className={cn(steps[step] === "pending" && "text-muted-foreground")}>
                      {t(`steps.${step}`)}
                    </span>
                    <span className="sr-only">{t(`stepStatus.${steps[step]}`)}</span>
                  </li>
                ))}
              </ol>
            </>
          )}
          {phase.kind === "done" && (
            <div className="mt-6 space-y-3 border-t pt-5" data-testid="generator-result">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="font-semibold">{t("doneTitle")}</h2>
                {phase.result.offline && (
                  <span
                    className="rounded-full border border-dashed px-2.5 py-0.5 text-xs font-medium"
                    data-testid="offline-draft"
                  >
                    {t("offlineDraft")}
                  </span>
                )}
              </div>
              <p className="text-sm font-medium">{phase.result.title}</p>
              <p className="text-sm text-muted-foreground">{t("doneText")}</p>
              {phase.result.flagged.length > 0 && (
                <p className="text-sm text-amber-700 dark:text-amber-400">
                  {t("flagged", { figures: phase.result.flagged.join(", ") })}
                </p>
              )}
              <div className="grid gap-3 sm:grid-cols-2" data-testid="generator-scores">
                <ScoreBar label={t("atsScore")} score={phase.result.atsScore} />
                {phase.result.jobMatch !== null && <ScoreBar label={t("jobMatch")} score={phase.result.jobMatch} />}
              </div>
              <p className="text-xs text-muted-foreground">{t("scoresHint")}</p>
              <p className="text-xs text-muted-foreground">{t("charged", { tokens: phase.result.tokensCharged })}</p>
              <GeneratedResumeTemplates
                key={phase.result.resumeId}
                resumeId={phase.result.resumeId}
                template={phase.result.template}
                suggestions={phase.result.templates}
                canApply={isSignedIn}
              />
              <Button asChild className="w-full sm:w-auto">
                <Link ref={openButton} href={phase.result.path as "/dashboard/resumes"}>
                  {t("open")}
                </Link>
              </Button>
            </div>
          )}
          {phase.kind === "failed" && (
            <div role="alert" className="mt-6 space-y-3 border-t pt-5">
              <h2 className="font-semibold text-destructive">{t("failedTitle")}</h2>
              <p className="text-sm">{phase.message}</p>
              {!phase.guestLimit && <p className="text-xs text-muted-foreground">{t("refunded")}</p>}
              <div className="flex flex-wrap gap-2">
                {phase.guestLimit && (
                  <Button asChild variant="outline">
                    <Link href="/builder/try">{t("openGuestResume")}</Link>
                  </Button>
                )}
                <Button type="button" variant="outline" onClick={() => setPhase({ kind: "idle" })}>
                  {t("tryAgain")}
                </Button>
              </div>
            </div>
          )}
        </section>
      </div>
    </Wrapper>
  );
}

function StepIcon({ status }: { status: StepStatus }) {
  if (status === "active") return <LoaderCircleIcon className="size-4 animate-spin text-primary" aria-hidden />;
  if (status === "done") return <CheckIcon className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden />;
  if (status === "error") return <CircleAlertIcon className="size-4 text-destructive" aria-hidden />;
  return <span className="size-4 rounded-full border" aria-hidden />;
}
