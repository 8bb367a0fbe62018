"use client";

import { useEffect, useState } from "react";
import { apiRequest } from "@/client/http/api-client";

// GET /api/payment/config, asked once per page load and shared (spec accounts §7: cached 5 minutes,
// which the response's cache-control also tells the browser).
let answer: Promise<boolean> | null = null;

function fetchPaymentsEnabled(): Promise<boolean> {
  answer ??= apiRequest<{ paymentsEnabled: boolean }>("/api/payment/config")
    .then((config) => config.paymentsEnabled === true)
    .catch(() => {
      answer = null;
      return false;
    });
  return answer;
}

/** Whether payments are on; null until known. */
export function usePaymentsEnabled(isNeeded = true): boolean | null {
  const [isEnabled, setIsEnabled] = useState<boolean | null>(null);
  useEffect(() => {
    if (!isNeeded) return;
    let isCurrent = true;
    void fetchPaymentsEnabled().then((value) => isCurrent && setIsEnabled(value));
    return () => {
      isCurrent = false;
    };
  }, [isNeeded]);
  return isEnabled;
}
