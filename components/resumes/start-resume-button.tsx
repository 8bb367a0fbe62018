"use client";

import type { ComponentProps } from "react";
import { ArrowRightIcon, LoaderCircleIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Link } from "@/core/i18n/navigation";
import { cn } from "@/core/utils/cn";
import { useCreateResume } from "./use-create-resume";

type Props = {
  /** What the button says ("Use this template"). */
  label: string;
  /** Which one, for assistive technology, read after the label: its name holds the visible words (WCAG 2.5.3). */
  detail: string;
  /** Said while the new resume is being made. */
  creatingLabel: string;
  /** Said when the plan's resume limit is reached (the pricing page opens). */
  limitReached: string;
  isSignedIn: boolean;
  /** A visitor's way in: the guest builder, started from this choice. */
  guestHref: ComponentProps<typeof Link>["href"];
  /** A signed-in user's: make the resume and open it. */
  createAndOpen: () => Promise<void>;
  className?: string;
  arrowClassName?: string;
};

/**
 * "Use this template" or "Use this example": a visitor goes to the guest builder; a signed-in user gets
 * a new resume made and opened, with the busy state and the plan's limit handled by useCreateResume.
 */
export function StartResumeButton(props: Props) {
  const { label, detail, creatingLabel, limitReached, isSignedIn, guestHref, createAndOpen, className } = props;
  const { isCreating, create } = useCreateResume(limitReached);
  const arrow = <ArrowRightIcon className={cn("rtl:rotate-180", props.arrowClassName)} aria-hidden />;
  const named = <span className="sr-only"> ({detail})</span>;

  if (!isSignedIn)
    return (
      <Button asChild size="sm" className={className}>
        <Link href={guestHref}>
          {label}
          {named}
          {arrow}
        </Link>
      </Button>
    );

  return (
    <Button
      type="button"
      size="sm"
      className={className}
      disabled={isCreating}
      aria-busy={isCreating}
      onClick={() => void create(createAndOpen)}
    >
      {isCreating ? <LoaderCircleIcon className="animate-spin motion-reduce:animate-none" aria-hidden /> : null}
      {label}
      {named}
      {isCreating ? <span className="sr-only">{creatingLabel}</span> : arrow}
    </Button>
  );
}
