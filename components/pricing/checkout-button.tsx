"use client";

import { LoaderCircleIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { toast } from "sonner";
import { useErrorMessage } from "@/components/auth/use-error-message";
import { Button } from "@/components/ui/button";
import type { CheckoutRequest, CheckoutResponse } from "@/lib/billing/checkout-schema";
import { ApiError, apiRequest } from "@/client/http/api-client";

/**
 * Starts Stripe Checkout (POST /api/payment/checkout) and goes to the page it answers with. The tier
 * or the tokens change later, from the verified webhook, never from this page.
 */
export function CheckoutButton({
  request,
  children,
  variant = "default",
  testId,
}: {
  request: CheckoutRequest;
  children: ReactNode;
  variant?: "default" | "outline";
  testId?: string;
}) {
  const t = useTranslations("pricing.checkout");
  const errorMessage = useErrorMessage();
  const [isBusy, setIsBusy] = useState(false);

  async function onClick() {
    setIsBusy(true);
    try {
      const { url } = await apiRequest<CheckoutResponse>("/api/payment/checkout", { method: "POST", json: request });
      window.location.assign(url);
    } catch (error) {
      setIsBusy(false);
      toast.error(error instanceof ApiError && error.code !== "SomethingWentWrong" ? errorMessage(error) : t("failed"));
    }
  }

  return (
    <Button
      type="button"
      variant={variant}
      className="w-full"
      disabled={isBusy}
      onClick={() => void onClick()}
      data-testid={testId}
    >
      {isBusy ? <LoaderCircleIcon className="animate-spin motion-reduce:animate-none" aria-hidden /> : null}
      {isBusy ? t("redirecting") : children}
    </Button>
  );
}
