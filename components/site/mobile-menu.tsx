import { MenuIcon, XIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

const dialogId = "site-mobile-menu";

/**
 * The marketing header's phone menu: its button (hidden from md up, where the links stand in the header) and a
 * native modal dialog at the inline end. The site's inline script (client/site/site-script.ts) opens it and closes
 * it on its close button, a link or a press outside, with or without the framework's scripts; the browser keeps
 * the focus inside while it is open, closes it on Escape and gives the focus back to the button.
 */
export function MobileMenu({
  openLabel,
  closeLabel,
  title,
  children,
}: {
  openLabel: string;
  closeLabel: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label={openLabel}
        aria-haspopup="dialog"
        aria-controls={dialogId}
        data-opens-dialog=""
      >
        <MenuIcon aria-hidden />
      </Button>
      <dialog
        id={dialogId}
        aria-labelledby={`${dialogId}-title`}
        className="fixed inset-y-0 start-auto end-0 m-0 h-dvh max-h-none w-3/4 flex-col gap-4 border-s bg-background p-6 text-foreground shadow-lg backdrop:bg-black/50 open:flex sm:max-w-sm"
      >
        <div className="flex items-center justify-between gap-4">
          <h2 id={`${dialogId}-title`} className="font-semibold">
            {title}
          </h2>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8"
            data-closes-dialog=""
            aria-label={closeLabel}
          >
            <XIcon aria-hidden />
          </Button>
        </div>
        {children}
      </dialog>
    </>
  );
}
