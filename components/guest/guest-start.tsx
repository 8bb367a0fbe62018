"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { useErrorMessage } from "@/components/auth/use-error-message";
import { BuilderSkeleton } from "@/components/builder/shell/builder-skeleton";
import { Button } from "@/components/ui/button";
import { ApiError, apiRequest } from "@/client/http/api-client";
import { useRouter } from "@/core/i18n/navigation";
import type { ResumeDto } from "@/lib/resume/resume-dto";
import type { ResumeData, ResumeTemplateName } from "@/core/resume/schema";
import { guestResumeKey, readLocal, type LocalGuestResume } from "./guest-storage";

type GuestResumeAnswer = { success: boolean; resumeData: ResumeDto | null };

/** An example resume to start from (/builder/try?example=, a known slug resolved by the server). */
export type GuestStartExample = { title: string; language: string; data: ResumeData };

/**
 * /builder/try (spec §7 guest loading): make sure this browser has a guest session, then open its
 * resume: the one on the server, else the copy kept in this browser (a session that expired), else a
 * new one in the requested template (or the requested example, which comes before the local copy: the
 * visitor just asked for it). The builder then lives at /builder/guest/{id}.
 */
export function GuestStart({ template, example }: { template?: ResumeTemplateName; example?: GuestStartExample }) {
  const t = useTranslations("guest.start");
  const locale = useLocale();
  const router = useRouter();
  const errorMessage = useErrorMessage();
  const [error, setError] = useState<string | null>(null);
  const isStarting = useRef(false);

  /** Opens the builder; answers the message to show when that failed. */
  const start = useCallback(async (): Promise<string | null> => {
    if (isStarting.current) return null;
    isStarting.current = true;
    try {
      await apiRequest("/api/guest/session", { method: "POST" });
      let { resumeData: resume } = await apiRequest<GuestResumeAnswer>("/api/guest/resume-data");
      if (!resume) {
        const local = readLocal<LocalGuestResume>(guestResumeKey);
        const blank = { title: t("defaultTitle"), template, language: locale };
        const create = (body: object) =>
          apiRequest<GuestResumeAnswer>("/api/guest/resume-data", { method: "POST", json: body });
        // A local copy that no longer validates (an older format) is not worth losing the start over.
        const created = example
          ? await create({ title: example.title, language: example.language, resumeData: example.data })
          : local
            ? await create({ ...blank, title: local.title || blank.title, resumeData: local.data }).catch(
                (failure: unknown) => {
                  if (failure instanceof ApiError && failure.code === "ValidationFailed") return create(blank);
                  throw failure;
                },
              )
            : await create(blank);
        resume = created.resumeData;
      }
      if (!resume) throw new ApiError("SomethingWentWrong", 500);
      router.replace({
        pathname: `/builder/guest/${encodeURIComponent(resume.id)}`,
        query: template ? { template } : {},
      });
      return null;
    } catch (failure) {
      isStarting.current = false;
      return errorMessage(failure);
    }
  }, [errorMessage, example, locale, router, t, template]);

  const startAndShow = useCallback(() => {
    void start().then((message) => message && setError(message));
  }, [start]);

  useEffect(startAndShow, [startAndShow]);

  if (!error) return <BuilderSkeleton />;
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <div role="alert" className="max-w-sm space-y-4 rounded-lg border bg-card p-6 text-center shadow-sm">
        <h1 className="text-lg font-semibold">{t("failed")}</h1>
        <p className="text-sm text-muted-foreground">{error}</p>
        <Button
          type="button"
          onClick={() => {
            setError(null);
            startAndShow();
          }}
        >
          {t("retry")}
        </Button>
      </div>
    </main>
  );
}
