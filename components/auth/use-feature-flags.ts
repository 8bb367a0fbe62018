"use client";

import { useEffect, useState } from "react";
import type { FeatureFlags } from "@/lib/flags/get-feature-flags";
import { apiRequest } from "@/client/http/api-client";

/** GET /api/feature/flags once per mount; null until it answers (or when it fails: the server refuses anyway). */
export function useFeatureFlags(): FeatureFlags | null {
  const [flags, setFlags] = useState<FeatureFlags | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    apiRequest<FeatureFlags>("/feature/flags", { signal: controller.signal })
      .then(setFlags)
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return flags;
}
