/*
 * What the site's shared controls do in the browser, as one small script inline at the top of every page's body
 * (app/[locale]/layout.tsx): the theme button, the language menu's links and the dialogs opened by a button (the
 * phone menu), and the thumbnails a page defers to its load event. The controls are plain HTML rendered by the server (a native popover and a native dialog), so they
 * work on a page the page cache sends without the framework's scripts (the landing) and on every other page alike,
 * and pages the framework renders later (a client-side navigation) need no start of their own: every listener is
 * the document's, and finds its elements at each event.
 *
 * It also notes presses of buttons marked `data-early-press` until Next.js starts (components/site/early-presses.ts).
 *
 * `startSite` is sent as its source text (client/utils/inline-script.ts): it must stand alone.
 */

import { inlineScript } from "@/client/utils/inline-script";
import { revealOnLoadSelector, revealThumbnails } from "./thumbnails";
import { withoutTransitions } from "./without-transitions";

export type SiteOptions = {
  /** What holds thumbnails asked for at the page's load event (thumbnails.ts). */
  revealOnLoadSelector: string;
  locales: readonly string[];
  defaultLocale: string;
  /** next-intl's locale cookie, written when a visitor picks a language (a path without a prefix reads it). */
  localeCookie: { name: string; maxAge: number };
};

type SiteWindow = Window & { __vitaeSite?: true; __earlyPresses?: Element[]; next?: unknown };

type SiteHelpers = { revealThumbnails: typeof revealThumbnails; withoutTransitions: typeof withoutTransitions };

export function startSite(options: SiteOptions, helpers: SiteHelpers): void {
  const shared = window as SiteWindow;
  if (shared.__vitaeSite) return;
  shared.__vitaeSite = true;
  const root = document.documentElement;
  // The theme's cycle (spec accounts §4), stored under `theme` as next-themes does.
  const cycle: Record<string, string> = { light: "system", system: "dark", dark: "light" };
  const choiceOf = (value: string | null | undefined) => (value && Object.hasOwn(cycle, value) ? value : "light");
  const stored = () => {
    try {
      return localStorage.getItem("theme");
    } catch {
      return null;
    }
  };
  // The button shows the stored choice by CSS (app/globals.css), before any of the page is drawn.
  root.dataset.themeChoice = choiceOf(stored());
  const isDark = () => matchMedia("(prefers-color-scheme: dark)").matches;

  /** Applies a choice as next-themes would (the class and color-scheme), without colour transitions. */
  const applyTheme = (choice: string) =>
    helpers.withoutTransitions(() => {
      const resolved = choice === "system" ? (isDark() ? "dark" : "light") : choice;
      root.classList.remove("light", "dark");
      root.classList.add(resolved);
      root.style.colorScheme = resolved;
      root.dataset.themeChoice = choice;
    });

  const switchTheme = () => {
    const next = cycle[choiceOf(root.dataset.themeChoice)]!;
    applyTheme(next);
    try {
      localStorage.setItem("theme", next);
      // next-themes, where the framework runs, follows the stored theme through this event (as for another tab's).
      dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: next, storageArea: localStorage }));
    } catch {
      // Storage refused (private mode): the choice holds for this page.
    }
  };

  /** The current page's path in another language (locale prefix "as-needed": none for the default). */
  const pathIn = (locale: string) => {
    const [, first = "", ...rest] = location.pathname.split("/");
    const path = `/${(options.locales.includes(first) ? rest : [first, ...rest]).join("/")}`;
    const prefixed = locale === options.defaultLocale ? path : `/${locale}${path === "/" ? "" : path}`;
    return `${prefixed}${location.search}${location.hash}`;
  };

  const openDialog = (opener: Element) => {
    const dialog = document.getElementById(opener.getAttribute("aria-controls") ?? "");
    if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
  };

  document.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target) return;
      const early = target.closest("[data-early-press]");
      if (early && !shared.next) (shared.__earlyPresses ??= []).push(early);
      const dialog = target.closest("dialog");
      if (target.closest("[data-theme-toggle]")) switchTheme();
      else if (target.closest("[data-opens-dialog]")) openDialog(target.closest("[data-opens-dialog]")!);
      else if (dialog?.open && (target.closest("[data-closes-dialog], a[href]") || target === dialog)) {
        // The close button, a link (the framework may navigate without a new page) or the backdrop: a press on
        // the dialog itself outside its box.
        const box = dialog.getBoundingClientRect();
        const isOutside =
          event.clientX < box.left ||
          event.clientX > box.right ||
          event.clientY < box.top ||
          event.clientY > box.bottom;
        if (target !== dialog || isOutside) dialog.close();
      }
      const localeLink = target.closest<HTMLAnchorElement>("a[data-locale-link]");
      if (localeLink) {
        const locale = localeLink.dataset.localeLink!;
        if (locale === root.lang) {
          event.preventDefault();
          localeLink.closest<HTMLElement>("[popover]")?.hidePopover();
          return;
        }
        localeLink.href = pathIn(locale);
        document.cookie = `${options.localeCookie.name}=${locale}; path=/; max-age=${options.localeCookie.maxAge}; samesite=lax`;
      }
    },
    true,
  );

  // The language menu (a native popover) opens under its button, at the inline end, and takes the focus to the
  // current language; the arrow keys, Home and End move between its links.
  document.addEventListener(
    "toggle",
    (event) => {
      const menu = event.target;
      if (!(menu instanceof HTMLElement) || !menu.matches("[data-popover-menu]") || !menu.matches(":popover-open"))
        return;
      const button = document.querySelector(`[popovertarget="${menu.id}"]`);
      if (!button) return;
      const place = button.getBoundingClientRect();
      const width = menu.offsetWidth;
      const isRtl = getComputedStyle(button).direction === "rtl";
      const left = isRtl ? place.left : place.right - width;
      menu.style.left = `${Math.max(8, Math.min(left, innerWidth - width - 8))}px`;
      menu.style.top = `${place.bottom + 4}px`;
      (menu.querySelector<HTMLElement>('[aria-current="true"]') ?? menu.querySelector<HTMLElement>("a"))?.focus();
    },
    true,
  );
  document.addEventListener("keydown", (event) => {
    const menu = event.target instanceof Element ? event.target.closest("[data-popover-menu]") : null;
    if (!menu) return;
    const links = [...menu.querySelectorAll<HTMLElement>("a[href]")];
    const at = links.indexOf(event.target as HTMLElement);
    const next =
      event.key === "ArrowDown"
        ? links[(at + 1) % links.length]
        : event.key === "ArrowUp"
          ? links[(at - 1 + links.length) % links.length]
          : event.key === "Home"
            ? links[0]
            : event.key === "End"
              ? links.at(-1)
              : undefined;
    if (!next) return;
    event.preventDefault();
    next.focus();
  });

  // Thumbnails below the fold, once the page has loaded (components/template-gallery/deferred-thumbnail.tsx); one
  // that fails shows bronzor's, then a plain sheet (spec §7).
  addEventListener("load", () =>
    document.querySelectorAll(options.revealOnLoadSelector).forEach(helpers.revealThumbnails),
  );
  document.addEventListener(
    "error",
    (event) => {
      const image = event.target;
      if (!(image instanceof HTMLImageElement) || !image.dataset.fallbackSrc) return;
      const source = image.parentElement?.querySelector("source");
      if (image.getAttribute("src") === image.dataset.fallbackSrc) image.style.visibility = "hidden";
      else {
        if (source) source.srcset = image.dataset.fallbackSrcset ?? "";
        image.src = image.dataset.fallbackSrc;
      }
    },
    true,
  );

  // Another tab's choice, and the system's colours while the choice is "system".
  addEventListener("storage", (event) => {
    if (event.key === "theme" && event.isTrusted) applyTheme(choiceOf(event.newValue));
  });
  matchMedia("(prefers-color-scheme: dark)").addEventListener("change", () => {
    if (root.dataset.themeChoice === "system") applyTheme("system");
  });
}

/** The inline script that starts the site's controls (app/[locale]/layout.tsx). */
export function siteScript(options: Omit<SiteOptions, "revealOnLoadSelector">): string {
  return inlineScript(startSite, { ...options, revealOnLoadSelector }, { revealThumbnails, withoutTransitions });
}
