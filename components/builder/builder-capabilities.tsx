"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { ImportUrl } from "@/components/formats/import-request";
import { saveDebounceMs } from "@/client/builder/autosave";

/**
 * What the open builder may do and where it saves: the one seam between the signed-in builder and
 * the guest builder (spec §2/§6). Components read it with useBuilderCapabilities(); the guest page
 * gives its own (components/guest), everything else keeps the signed-in defaults.
 */
export type BuilderCapabilities = {
  isGuest: boolean;
  /** Where the back arrow leads. */
  homeHref: "/dashboard/resumes" | "/";
  /** The autosave's PATCH address for a resume. */
  saveUrl: (resumeId: string) => string;
  saveDebounceMs: number;
  /** The streamed PDF export's address for a resume. */
  exportPdfUrl: (resumeId: string) => string;
  /** Where the import dialog sends a file (the guest's import for guests). */
  importUrl: ImportUrl;
  /** Public link, sharing settings and view statistics. */
  canShare: boolean;
  /** The Word export (signed-in users only, spec §6); for the panel that offers it. */
  canExportWord: boolean;
  /** The advanced analysis card (hidden on /builder/try and for guests, spec §2). */
  showAdvancedAnalysis: boolean;
  /** Guests are asked to create an account when they save or download (spec §2 "guest dialogs"). */
  requestAccount?: (action: "save" | "download") => void;
  /** Replaces the signed-in token chip (guests have a balance of their own). */
  tokenChip?: (options: { isCompact: boolean; className?: string }) => ReactNode;
};

export const signedInCapabilities: BuilderCapabilities = {
  isGuest: false,
  homeHref: "/dashboard/resumes",
  saveUrl: (resumeId) => `/api/resume/${encodeURIComponent(resumeId)}`,
  saveDebounceMs,
  exportPdfUrl: (resumeId) => `/api/resume/${encodeURIComponent(resumeId)}/export/pdf/stream`,
  importUrl: "/api/resume/import",
  canShare: true,
  canExportWord: true,
  showAdvancedAnalysis: true,
};

const BuilderCapabilitiesContext = createContext<BuilderCapabilities>(signedInCapabilities);

export const BuilderCapabilitiesProvider = BuilderCapabilitiesContext.Provider;

export function useBuilderCapabilities(): BuilderCapabilities {
  return useContext(BuilderCapabilitiesContext);
}
