"use client";

import { useState } from "react";
import { toast } from "sonner";
import { ApiError, apiRequest } from "@/client/http/api-client";
import { useErrorMessage } from "./use-error-message";

/**
 * Mails the signed-in user a new verification link (POST /auth/verify-email/resend), busy while it is sent. A failure
 * is a toast; `onAlreadyVerified` hears when the address turned out verified meanwhile.
 */
export function useResendVerification(onAlreadyVerified?: () => void) {
  const errorMessage = useErrorMessage();
  const [isSending, setIsSending] = useState(false);

  /** The server's confirmation, or null after a failure (already shown). */
  async function resend(): Promise<string | null> {
    setIsSending(true);
    try {
      const { message } = await apiRequest<{ message: string }>("/auth/verify-email/resend", { method: "POST" });
      return message;
    } catch (error) {
      if (error instanceof ApiError && error.code === "EmailAlreadyVerified") onAlreadyVerified?.();
      toast.error(errorMessage(error));
      return null;
    } finally {
      setIsSending(false);
    }
  }

  return { isSending, resend };
}
