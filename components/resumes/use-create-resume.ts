"use client";

import { useState } from "react";
import { toast } from "sonner";
import { useErrorMessage } from "@/components/auth/use-error-message";
import { ApiError } from "@/client/http/api-client";
import { useRouter } from "@/core/i18n/navigation";

/**
 * A button's "make a new resume and open it": `create(work)` runs the work with the busy state on; at the
 * plan's resume limit it says `limitReached` and opens the pricing page, any other failure is a toast.
 */
export function useCreateResume(limitReached: string) {
  const errorMessage = useErrorMessage();
  const router = useRouter();
  const [isCreating, setIsCreating] = useState(false);

  async function create(work: () => Promise<void>) {
    setIsCreating(true);
    try {
      await work();
    } catch (error) {
      setIsCreating(false);
      if (error instanceof ApiError && error.code === "ResumeLimitReached") {
        toast.info(limitReached);
        router.push("/pricing");
        return;
      }
      toast.error(errorMessage(error));
    }
  }

  return { isCreating, create };
}
