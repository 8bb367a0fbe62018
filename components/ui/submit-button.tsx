"use client";

import type { ComponentProps } from "react";
import { Loader2Icon } from "lucide-react";
import { useIsHydrated } from "@/client/utils/use-is-hydrated";
import { Button } from "@/components/ui/button";
import { cn } from "@/core/utils/cn";

/**
 * A form's submit button: disabled, with a spinner before its label, while the form is being sent,
 * and inert until the page is hydrated. Clicked before, the browser would send the form itself: a GET
 * to the page with every field, a password included, in the address. Until then it keeps its normal
 * look (no faded flash on every load), and automation waits for it as for any disabled button.
 */
export function SubmitButton({
  isPending,
  disabled,
  children,
  className,
  ...props
}: ComponentProps<typeof Button> & { isPending: boolean }) {
  const isHydrated = useIsHydrated();
  return (
    <Button
      type="submit"
      disabled={isPending || disabled || !isHydrated}
      className={cn(className, !isHydrated && !isPending && !disabled && "disabled:opacity-100")}
      {...props}
    >
      {isPending && <Loader2Icon className="animate-spin" aria-hidden />}
      {children}
    </Button>
  );
}
