import type { ComponentProps } from "react";
import { Loader2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";

/** A form's submit button: disabled, with a spinner before its label, while the form is being sent. */
export function SubmitButton({
  isPending,
  disabled,
  children,
  ...props
}: ComponentProps<typeof Button> & { isPending: boolean }) {
  return (
    <Button type="submit" disabled={isPending || disabled} {...props}>
      {isPending && <Loader2Icon className="animate-spin" aria-hidden />}
      {children}
    </Button>
  );
}
