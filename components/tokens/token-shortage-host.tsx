"use client";

import { useEffect } from "react";
import { handleApiErrorsGlobally } from "@/client/http/api-client";
import { refreshTokenBalance, useTokenBalanceStore } from "./token-balance-store";
import { TokenShortageDialog } from "./token-shortage-dialog";
import { closeTokenShortage, openShortageFor, useTokenShortageStore } from "./token-shortage-store";
import { usePaymentsEnabled } from "./use-payments-enabled";

/**
 * Mounted once for the whole app: any API call answered InsufficientTokens (through apiRequest or
 * dispatchApiError) opens the shortage dialog instead of a toast, and the balance chips catch up.
 */
export function TokenShortageHost() {
  const shortage = useTokenShortageStore((state) => state.shortage);
  const paymentsEnabled = usePaymentsEnabled(shortage !== null);
  const resetsAt = useTokenBalanceStore((state) => state.summary?.allowance.resetsAt || null);

  useEffect(
    () =>
      handleApiErrorsGlobally((error) => {
        const isHandled = openShortageFor(error);
        if (isHandled) void refreshTokenBalance({ force: true });
        return isHandled;
      }),
    [],
  );

  return (
    <TokenShortageDialog
      shortage={shortage}
      paymentsEnabled={paymentsEnabled}
      resetsAt={resetsAt}
      onClose={closeTokenShortage}
    />
  );
}
