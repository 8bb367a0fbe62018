import { toast, type ExternalToast } from "sonner";

/**
 * Puts text on the clipboard and says how it went in a toast: `copied`, or `failed` when the browser
 * refuses (no permission, a page that is not secure). True when the text was copied.
 */
export async function copyWithToast(
  text: string,
  messages: { copied: string; failed: string },
  toastOptions?: ExternalToast,
): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(messages.copied, toastOptions);
    return true;
  } catch {
    toast.error(messages.failed, toastOptions);
    return false;
  }
}
