"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { handleApiErrorsGlobally } from "@/client/http/api-client";
import { refreshTokenBalance, useTokenBalanceStore } from "./token-balance-store";
import { closeTokenShortage, openShortageFor, useTokenShortageStore } from "./token-shortage-store";
import { usePaymentsEnabled } from "./use-payments-enabled";

// The dialog's code (Radix dialog, pricing links, dates) loads with the first shortage, not with every page.
const TokenShortageDialog = dynamic(
  () => import("./token-shortage-dialog").then((module) => module.TokenShortageDialog),
  {
    ssr: false,
  },
);

/**
 * Mounted once for the whole app: any API call answered InsufficientTokens (through apiRequest or
 * dispatchApiError) opens the shortage dialog instead of a toast, and the balance chips catch up.
 */
export function TokenShortageHost() {
  const shortage = useTokenShortageStore((state) => state.shortage);
  const paymentsEnabled = usePaymentsEnabled(shortage !== null);
  const resetsAt = useTokenBalanceStore((state) => state.summary?.allowance.resetsAt || null);
  // Once shown, the dialog stays mounted so that it closes with its animation.
  const [wasShown, setWasShown] = useState(false);
  if (shortage && !wasShown) setWasShown(true);

  useEffect(
    () =>
      handleApiErrorsGlobally((error) => {
        const isHandled = openShortageFor(error);
        if (isHandled) void refreshTokenBalance({ force: true });
        return isHandled;
      }),
    [],
  );

  if (!wasShown) return null;
  return (
    <TokenShortageDialog
      shortage={shortage}
      paymentsEnabled={paymentsEnabled}
      resetsAt={resetsAt}
      onClose={closeTokenShortage}
    />
  );
}
