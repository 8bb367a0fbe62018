"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { CheckCircle2, Circle, Loader2, XCircle } from "lucide-react";
import { toast } from "sonner";
import { useErrorMessage } from "@/components/auth/use-error-message";
import { BoosterPanel } from "@/components/career/booster-panel";
import { JobFitPanel, type AnalysedJob } from "@/components/career/job-fit-panel";
import { LinkedInPanel } from "@/components/career/linkedin-panel";
import { LocalizePanel } from "@/components/career/localize-panel";
import { TrajectoryPanel } from "@/components/career/trajectory-panel";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useBuilderStore } from "@/client/builder/store";
import { ApiError } from "@/client/http/api-client";
import { analysisSteps } from "@/core/analysis/progress-events";
import { useRouter } from "@/core/i18n/navigation";
import { AdvancedDashboard } from "./advanced-dashboard";
import { BasicResults } from "./basic-results";
import { emptyJob, JobFields } from "./job-fields";
import { MatchList } from "./match-list";
import { useAnalysis, type AnalysisKind, type StepStatus } from "./use-analysis";

const stepIcon: Record<StepStatus, typeof Circle> = {
  pending: Circle,
  "in-progress": Loader2,
  completed: CheckCircle2,
  error: XCircle,
};

type Tool = "analysis" | "jobFit" | "linkedin" | "booster" | "trajectory" | "localize";

/** The dialog's tools, in tab order, with each tab's test id. */
const toolTabs: [Tool, string][] = [
  ["analysis", "tool-analysis"],
  ["jobFit", "tool-job-fit"],
  ["linkedin", "tool-linkedin"],
  ["booster", "tool-booster"],
  ["trajectory", "tool-trajectory"],
  ["localize", "tool-localize"],
];

/**
 * The builder's analysis dialog (AnalyzeButton opens it, and loads its code then): job description in, five
 * real steps, then the results (spec §2, §4); beside it the career tools on the same resume, job fit, LinkedIn
 * texts, the booster, the career trajectory and localization (the job fit and the booster offer the job
 * description the analysis used; localization makes a new resume, which it offers to open). It stays mounted
 * once opened, so that closing and opening again keeps the job description and each tool's results.
 */
export function AnalysisDialog({
  resumeId,
  open,
  onOpenChange,
}: {
  resumeId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations("analysis");
  const tTools = useTranslations("careerTools");
  const headline = useBuilderStore((state) => state.data?.basics.headline ?? "");
  const [job, setJob] = useState(emptyJob);
  const [tool, setTool] = useState<Tool>("analysis");
  const [toolBusy, setToolBusy] = useState(false);
  const [analysedJob, setAnalysedJob] = useState<AnalysedJob | null>(null);
  const { run, start, reset } = useAnalysis();
  const errorMessage = useErrorMessage();
  const router = useRouter();

  const analyse = (kind: AnalysisKind) => {
    const { jobDescription, jobTitle } = job;
    setAnalysedJob(job);
    start(kind, { resumeId, jobDescription, headline: jobTitle || undefined }).catch((error: unknown) => {
      // Too few tokens: the token dialog is open (the app-wide handler); nothing more to say here.
      if (error instanceof ApiError && error.handledGlobally) {
        reset();
        return;
      }
      const code = error instanceof ApiError ? error.code : "SomethingWentWrong";
      if (code === "Forbidden") {
        reset();
        toast.info(t("premiumRequired"), { action: { label: t("upgrade"), onClick: () => router.push("/pricing") } });
        return;
      }
      toast.error(errorMessage(error));
      setTimeout(reset, 1000);
    });
  };

  const loading = run.state === "loading";
  const tooShort = job.jobDescription.trim().length < 20;
  return (
    <Dialog open={open} onOpenChange={(next) => !loading && !toolBusy && onOpenChange(next)}>
      <DialogContent closeLabel={t("close")} className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{tool === "analysis" ? t("description") : tTools(`${tool}.intro`)}</DialogDescription>
        </DialogHeader>
        <Tabs value={tool} onValueChange={(value) => setTool(value as Tool)} className="min-w-0">
          <TabsList className="h-auto w-full flex-wrap sm:w-fit">
            {toolTabs.map(([value, testId]) => (
              <TabsTrigger key={value} value={value} data-testid={testId} className="h-7">
                {tTools(`tabs.${value}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          {/* Every tool stays mounted, so that switching tabs keeps what each one shows. */}
          <TabsContent value="jobFit" forceMount className="pt-2 data-[state=inactive]:hidden">
            <JobFitPanel
              resumeId={resumeId}
              headline={headline}
              analysedJob={analysedJob}
              onBusyChange={setToolBusy}
              onNavigate={() => onOpenChange(false)}
            />
          </TabsContent>
          <TabsContent value="linkedin" forceMount className="pt-2 data-[state=inactive]:hidden">
            <LinkedInPanel resumeId={resumeId} onBusyChange={setToolBusy} />
          </TabsContent>
          <TabsContent value="booster" forceMount className="pt-2 data-[state=inactive]:hidden">
            <BoosterPanel resumeId={resumeId} analysedJob={analysedJob} onBusyChange={setToolBusy} />
          </TabsContent>
          <TabsContent value="trajectory" forceMount className="pt-2 data-[state=inactive]:hidden">
            <TrajectoryPanel resumeId={resumeId} onBusyChange={setToolBusy} />
          </TabsContent>
          <TabsContent value="localize" forceMount className="pt-2 data-[state=inactive]:hidden">
            <LocalizePanel resumeId={resumeId} onBusyChange={setToolBusy} onNavigate={() => onOpenChange(false)} />
          </TabsContent>
          <TabsContent value="analysis" forceMount className="space-y-4 pt-2 data-[state=inactive]:hidden">
            {run.state === "idle" && (
              <form
                className="space-y-3"
                onSubmit={(event) => {
                  event.preventDefault();
                  analyse("basic");
                }}
              >
                <JobFields headline={headline} job={job} onJobChange={setJob} />
                <div className="flex flex-wrap gap-2">
                  <Button type="submit" disabled={tooShort} data-testid="analysis-run-basic">
                    {t("runBasic")}
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    disabled={tooShort}
                    onClick={() => analyse("advanced")}
                    data-testid="analysis-run-advanced"
                  >
                    {t("runAdvanced")}
                  </Button>
                </div>
                <p className="text-xs text-muted-foreground">{t("costs")}</p>
              </form>
            )}

            {run.state === "loading" && (
              <ol className="space-y-2" aria-live="polite" data-testid="analysis-progress">
                {analysisSteps.map((step) => {
                  const status = run.steps[step];
                  const Icon = stepIcon[status];
                  return (
                    <li key={step} className="flex items-center gap-2 text-sm" data-status={status}>
                      <Icon
                        aria-hidden
                        className={
                          status === "in-progress"
                            ? "size-4 animate-spin text-primary"
                            : status === "completed"
                              ? "size-4 text-emerald-600"
                              : status === "error"
                                ? "size-4 text-red-600"
                                : "size-4 text-muted-foreground"
                        }
                      />
                      <span>{t(`steps.${step}`)}</span>
                      {step === "content" && run.offline && (
                        <span className="text-xs text-muted-foreground">({t("offlineStep")})</span>
                      )}
                      <span className="sr-only">{t(`stepStatus.${status}`)}</span>
                    </li>
                  );
                })}
              </ol>
            )}

            {run.state === "done" && (
              <div className="space-y-4">
                {run.mode === "offline" && (
                  <p className="rounded-md bg-muted p-2 text-xs text-muted-foreground">{t("offlineNote")}</p>
                )}
                {run.analysis.state === "noUsefulData" ? (
                  <p className="text-sm" data-testid="analysis-no-data">
                    {t("noUsefulData")}
                  </p>
                ) : (
                  <Tabs defaultValue={run.kind === "advanced" ? "advanced" : "overview"}>
                    <TabsList className="flex-wrap">
                      <TabsTrigger value="overview">{t("tabs.overview")}</TabsTrigger>
                      <TabsTrigger value="match">{t("tabs.match")}</TabsTrigger>
                      {"advanced" in run.analysis && <TabsTrigger value="advanced">{t("tabs.advanced")}</TabsTrigger>}
                    </TabsList>
                    <TabsContent value="overview" className="pt-3">
                      <BasicResults analysis={run.analysis} />
                    </TabsContent>
                    <TabsContent value="match" className="pt-3">
                      <MatchList matches={run.analysis.matches} onNavigate={() => onOpenChange(false)} />
                    </TabsContent>
                    {"advanced" in run.analysis && (
                      <TabsContent value="advanced" className="pt-3">
                        <AdvancedDashboard analysis={run.analysis} />
                      </TabsContent>
                    )}
                  </Tabs>
                )}
                <Button type="button" variant="outline" onClick={reset}>
                  {t("again")}
                </Button>
              </div>
            )}
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
