"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { useErrorMessage } from "@/components/auth/use-error-message";
import { ApiError } from "@/client/http/api-client";

/** One reason a file cannot be imported: where in the file (a JSON path, a zip entry) and why. */
export type ImportProblem = { place?: string; message: string };

/** Which message a field's problem gets, by the last part of its path (the server's texts are English). */
function fieldKind(path: string): "email" | "url" | "date" | "value" {
  const last = path.split(".").at(-1) ?? "";
  if (/email/i.test(last)) return "email";
  if (/^(url|href|website)$/i.test(last)) return "url";
  if (/date/i.test(last)) return "date";
  return "value";
}

/** A failed import as its list of problems, each translated, with its place when the server named one. */
export function useImportProblems() {
  const t = useTranslations("importDialog.problems");
  const reasons = useTranslations("importErrors");
  const errorMessage = useErrorMessage();
  return useCallback(
    (error: unknown): ImportProblem[] => {
      if (!(error instanceof ApiError)) return [{ message: errorMessage(error) }];
      const details = error.body?.details ?? {};
      if (error.code === "ImportFailed") {
        const reason = typeof details.reason === "string" ? details.reason : "";
        const place = typeof details.place === "string" ? details.place : undefined;
        return [{ place, message: reasons.has(reason) ? reasons(reason) : errorMessage(error) }];
      }
      if (error.code === "PayloadTooLarge") return [{ message: reasons("fileTooLarge") }];
      if (error.code === "ValidationFailed" && error.body?.fields) {
        return Object.keys(error.body.fields).map((path) => {
          const place = path.replace(/^data\./, "");
          return { place, message: t(fieldKind(place)) };
        });
      }
      return [{ message: errorMessage(error) }];
    },
    [t, reasons, errorMessage],
  );
}
