/*
 * Everything a public resume page (and an example's page) does in the browser, as one small script inline in
 * its HTML (components/public-resume/public-page-script.tsx). The page needs no React in the browser: the
 * page cache serves it to visitors without the framework's scripts at all (scripts/lib/scripts-after-paint.mjs),
 * and where Next.js's scripts do load (a signed-in visitor), this same script is what answers, so there is
 * one behaviour either way. A page reached by a client-side navigation (a script React inserts does not run)
 * is started by the same function from an effect (start-public-page.tsx).
 *
 * `startPublicPage` is sent as its source text (`publicPageScript`), so it must stand alone: no imports, no
 * names from this module, nothing but the browser's globals and its argument. It starts each page element
 * once; its listeners are the document's, taken once per document, and find the page's elements and options
 * by their data attributes at each event (never keeping a reference that a navigation could replace).
 */

import { inlineScript } from "@/client/utils/inline-script";

export type PublicPageOptions = {
  /** The public resume shown; null on an example's page, which has only the two views and the frame. */
  resume: {
    id: string;
    /** The page's public path (/{username}/{slug}), copied as an absolute address. */
    path: string;
    discourageCopying: boolean;
    messages: { copied: string; copyFailed: string; downloadFailed: string };
  } | null;
};

type PublicPageWindow = Window & { __vitaePublicPage?: PublicPageOptions };

export function startPublicPage(options: PublicPageOptions): void {
  // Marked with what it shows; a navigation may keep the element for another page.
  const root = document.querySelector<HTMLElement>("[data-public-page]");
  if (!root || root.dataset.started === root.dataset.publicPage) return;
  root.dataset.started = root.dataset.publicPage;
  const shared = window as PublicPageWindow;
  const isListening = shared.__vitaePublicPage !== undefined;
  // The page shown now: what the document's listeners act for.
  shared.__vitaePublicPage = options;
  const select = <T extends Element = HTMLElement>(selector: string, scope: ParentNode = document) =>
    scope.querySelector<T & Element>(selector);
  const isGuarded = () => select('[data-copy-guard="on"]') !== null;

  // A message where a toast would be: polite for news, an alert for a failure; gone after a few seconds.
  const say = (text: string, isFailure: boolean) => {
    const region = select("[data-public-status]");
    if (!region) return;
    const message = document.createElement("div");
    message.setAttribute("role", isFailure ? "alert" : "status");
    message.className = isFailure
      ? "pointer-events-auto rounded-md border border-destructive/40 bg-background px-4 py-3 text-sm text-destructive shadow-lg"
      : "pointer-events-auto rounded-md border bg-background px-4 py-3 text-sm text-foreground shadow-lg";
    message.textContent = text;
    region.replaceChildren(message);
    setTimeout(() => message.remove(), 4_000);
  };

  // The printed page's frame: sized to its document, scaled down to the width there is.
  const layoutFrame = () => {
    const wrapper = select("[data-public-frame]");
    const box = wrapper?.firstElementChild as HTMLElement | null | undefined;
    const frame = wrapper && select<HTMLIFrameElement>("iframe", wrapper);
    if (!wrapper || !box || !frame) return;
    const pageWidth = Number(wrapper.dataset.pageWidth);
    let width = pageWidth;
    let height = Number(wrapper.dataset.pageHeight);
    // Before its document loads, a frame holds an empty about:blank one: the page's size stands.
    const shown = frame.contentWindow?.location.href === "about:blank" ? null : frame.contentDocument?.documentElement;
    if (shown) {
      width = Math.max(pageWidth, shown.scrollWidth);
      height = shown.scrollHeight;
    }
    // A hidden view has no width: it is laid out again when shown.
    const available = wrapper.clientWidth;
    const scale = available ? Math.min(1, available / width) : 1;
    box.style.width = `${width * scale}px`;
    box.style.height = `${height * scale}px`;
    frame.style.width = `${width}px`;
    frame.style.height = `${height}px`;
    frame.style.transform = `scale(${scale})`;
  };

  // "Discourage copying" (DECISIONS.md, spec §2): the print, save, view-source and developer-tools keys do
  // nothing and the context menu does not open, on the page and in the frame, while a guarded page is shown.
  // A deterrent, not protection.
  const isBlockedShortcut = (event: KeyboardEvent) => {
    const key = event.key.toLowerCase();
    if (key === "f12" || key === "printscreen") return true;
    if (!event.ctrlKey && !event.metaKey) return false;
    if (key === "p" || key === "s" || key === "u") return true;
    // Developer tools: Ctrl+Shift+I/J/C, and Cmd+Option+I/J/C on macOS.
    return (event.shiftKey || event.altKey) && (key === "i" || key === "j" || key === "c");
  };
  const blockCopyingIn = (target: Document, guarded: string) => {
    const onKey = (event: KeyboardEvent) => {
      if (!isGuarded() || !isBlockedShortcut(event)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    target.addEventListener("keydown", onKey, true);
    target.addEventListener("keyup", onKey, true);
    target.addEventListener("contextmenu", (event) => isGuarded() && event.preventDefault(), true);
    const style = target.createElement("style");
    style.textContent = `:is(html, body)${guarded} { -webkit-user-select: none; user-select: none; } @media print { body${guarded} { display: none !important; } }`;
    target.head.append(style);
  };
  // Developer tools docked beside or below the page make the window 160 px larger than its viewport (spec §2):
  // while they look open, the resume gives way to a notice.
  const guardAgainstDevTools = () => {
    const guard = select('[data-copy-guard="on"]');
    const notice = select("[data-copy-guard-notice]");
    const isOpen = outerWidth - innerWidth > 160 || outerHeight - innerHeight > 160;
    if (guard && notice && guard.hidden !== isOpen) {
      guard.hidden = isOpen;
      notice.hidden = !isOpen;
    }
  };

  const onFrameLoad = (frame: HTMLIFrameElement) => {
    layoutFrame();
    const frameDocument = frame.contentDocument;
    if (!frameDocument || frame.dataset.started !== undefined) return;
    frame.dataset.started = "";
    // Web fonts arriving late change the height.
    void frameDocument.fonts?.ready.then(layoutFrame);
    if (isGuarded()) blockCopyingIn(frameDocument, "");
  };

  type Shown = NonNullable<PublicPageOptions["resume"]>;
  const copyLink = async (shown: Shown) => {
    try {
      await navigator.clipboard.writeText(new URL(shown.path, location.origin).toString());
      say(shown.messages.copied, false);
    } catch {
      say(shown.messages.copyFailed, true);
    }
  };

  const downloadPdf = async (shown: Shown, button: HTMLButtonElement) => {
    if (button.disabled) return;
    const parts = [select("[data-idle]", button), select("[data-busy]", button)];
    const setBusy = (isBusy: boolean) => {
      button.disabled = isBusy;
      parts.forEach((part, index) => part && (part.hidden = index === 0 ? isBusy : !isBusy));
    };
    setBusy(true);
    try {
      const response = await fetch(`/resume/${encodeURIComponent(shown.id)}/pdf`);
      if (!response.ok) throw new Error(String(response.status));
      const encoded = /filename\*=UTF-8''([^;]+)/i.exec(response.headers.get("content-disposition") ?? "")?.[1];
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = encoded ? decodeURIComponent(encoded) : "resume.pdf";
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1_000);
    } catch {
      say(shown.messages.downloadFailed, true);
    } finally {
      setBusy(false);
    }
  };

  // Phones start on the responsive view with the printed page one press away; wider screens show the page.
  const showView = (view: string) => {
    const views = select("[data-public-views]");
    if (!views) return;
    views.dataset.view = view;
    views.querySelectorAll("[data-public-view]").forEach((button) => {
      button.setAttribute("aria-pressed", String(button.getAttribute("data-public-view") === view));
    });
    layoutFrame();
  };

  if (!isListening) {
    document.addEventListener("click", (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const action = target?.closest<HTMLElement>("[data-public-action], [data-public-view]");
      const shown = shared.__vitaePublicPage?.resume;
      if (!action) return;
      if (action.dataset.publicView) showView(action.dataset.publicView);
      else if (shown && action.dataset.publicAction === "copy-link") void copyLink(shown);
      else if (shown && action.dataset.publicAction === "download-pdf")
        void downloadPdf(shown, action as HTMLButtonElement);
    });
    // A frame's load event does not bubble: caught on the way down.
    document.addEventListener(
      "load",
      (event) => {
        if (event.target instanceof HTMLIFrameElement && event.target.closest("[data-public-frame]"))
          onFrameLoad(event.target);
      },
      true,
    );
    addEventListener("resize", layoutFrame);
    blockCopyingIn(document, ':has([data-copy-guard="on"])');
    setInterval(guardAgainstDevTools, 500);
  }

  const frame = select<HTMLIFrameElement>("[data-public-frame] iframe");
  if (frame && frame.contentWindow?.location.href !== "about:blank" && frame.contentDocument?.readyState === "complete")
    onFrameLoad(frame);
  else layoutFrame();

  const { resume } = options;
  if (!resume) return;
  select("[data-copy-guard]")?.setAttribute("data-copy-guard", resume.discourageCopying ? "on" : "off");
  guardAgainstDevTools();
  // The visit is counted by the view route, which knows who the visitor is (never the owner), once an hour.
  void fetch(`/resume/${encodeURIComponent(resume.id)}/view`, { method: "POST", keepalive: true }).catch(() => {});
}

/** The inline script that starts the page: `startPublicPage`'s source called with `options`. */
export function publicPageScript(options: PublicPageOptions): string {
  return inlineScript(startPublicPage, options);
}
