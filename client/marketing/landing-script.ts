/*
 * Everything the landing page does in the browser, as one small script inline after its content
 * (components/marketing/landing-script-tag.tsx): the hero's role form and its hand-off to the generator, the
 * template carousel, the counters, the Gulf variant chosen by the browser and the thumbnails asked for once the page
 * has loaded. The page needs no React in the browser: the page cache serves it to visitors without the framework's
 * scripts (scripts/lib/scripts-after-paint.mjs), and where they do load (a signed-in visitor) this same script is
 * what answers, so there is one behaviour either way. A landing reached by a client-side navigation is started by
 * the same function from an effect.
 *
 * `startLanding` and its helpers are sent as source text (client/utils/inline-script.ts): each must stand alone.
 * The helpers are the pure functions the unit tests check (carousel-steps.ts, format-statistic.ts,
 * visitor-country.ts); the script gives every argument, so their defaults (module names) are never read.
 */
import { revealThumbnails } from "@/client/site/thumbnails";
import { inlineScript } from "@/client/utils/inline-script";
import {
  arrowKeyStep,
  carouselIntervalMs,
  carouselSwipeThresholdPx,
  slidesPerView,
  stepPosition,
  swipeStep,
} from "./carousel-steps";
import { counterDurationMs, counterValueAt, formatStatistic } from "./format-statistic";
import { transitionEntry, transitionStorageKey } from "@/core/ai/generator/transition-key";
import {
  cachedGulfCountryEntry,
  gulfCountries,
  gulfCountryFromBrowser,
  gulfTimeZones,
  readCachedGulfCountry,
  visitorCountryCacheKey,
  visitorCountryCacheMs,
  type GulfCountry,
} from "@/core/marketing/visitor-country";

export const landingHelpers = {
  arrowKeyStep,
  slidesPerView,
  stepPosition,
  swipeStep,
  counterValueAt,
  formatStatistic,
  gulfCountryFromBrowser,
  readCachedGulfCountry,
  cachedGulfCountryEntry,
  revealThumbnails,
  transitionEntry,
};

/** Spec §9: the hero waits this long on its generating screen before opening the generator. */
export const heroRedirectMs = 1500;

export type LandingOptions = {
  locale: string;
  /** The generator's page in the visitor's language, and where the hero's form is kept for it. */
  generator: { path: string; delayMs: number; storageKey: string };
  carousel: { intervalMs: number; swipeThresholdPx: number };
  counterDurationMs: number;
  gulf: {
    zones: Readonly<Record<string, GulfCountry>>;
    countries: readonly string[];
    cacheKey: string;
    cacheMs: number;
  };
};

export function landingOptions(locale: string, generatorPath: string): LandingOptions {
  return {
    locale,
    generator: { path: generatorPath, delayMs: heroRedirectMs, storageKey: transitionStorageKey },
    carousel: { intervalMs: carouselIntervalMs, swipeThresholdPx: carouselSwipeThresholdPx },
    counterDurationMs,
    gulf: {
      zones: gulfTimeZones,
      countries: gulfCountries,
      cacheKey: visitorCountryCacheKey,
      cacheMs: visitorCountryCacheMs,
    },
  };
}

type Helpers = typeof landingHelpers;

export function startLanding(options: LandingOptions, helpers: Helpers): void {
  const page = document.querySelector<HTMLElement>("[data-landing]");
  if (!page || page.dataset.started) return;
  page.dataset.started = "true";
  const all = (selector: string) => [...page.querySelectorAll<HTMLElement>(selector)];
  const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");
  // The window's listeners go with the page: a client-side navigation away and back starts a new one.
  const stopped = new AbortController();
  const whilePageShown = { signal: stopped.signal };
  const isGone = () => {
    if (page.isConnected) return false;
    stopped.abort();
    return true;
  };
  let isLoaded = document.readyState === "complete";
  const onLoad: (() => void)[] = [];

  // The hero's role form (spec §2): the role and the auto-start flag are kept, a generating screen shows, then the
  // generator opens and starts.
  const form = page.querySelector<HTMLFormElement>("[data-hero-form]");
  if (form) {
    const input = form.querySelector<HTMLInputElement>("input")!;
    const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    const overlay = page.querySelector<HTMLElement>("[data-hero-overlay]");
    const status = page.querySelector<HTMLElement>("[data-hero-status]");
    let timer = 0;
    // What a visitor (or the browser's form restore) put in before this ran counts too.
    const sync = () => (submit.disabled = !input.value.trim() || timer !== 0);
    sync();
    input.addEventListener("input", sync);
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const role = input.value.trim();
      if (!role || timer) return;
      try {
        localStorage.setItem(options.generator.storageKey, helpers.transitionEntry(role, Date.now()));
      } catch {
        // Storage refused (private mode): the generator page simply opens empty.
      }
      if (overlay) overlay.hidden = false;
      if (status) status.textContent = status.dataset.message ?? "";
      timer = window.setTimeout(() => location.assign(options.generator.path), options.generator.delayMs);
      sync();
    });
    // Back from the generator (the page kept in the back-forward cache): the form again, not the generating screen.
    addEventListener(
      "pageshow",
      (event) => {
        if (!event.persisted || isGone()) return;
        window.clearTimeout(timer);
        timer = 0;
        if (overlay) overlay.hidden = true;
        if (status) status.textContent = "";
        sync();
      },
      whilePageShown,
    );
  }

  // The template carousel (spec §2): one slide further every 6 s, wrapping round, 1 to 4 slides in view by width,
  // a swipe over 50 px, arrow keys and buttons; still while the pointer is over it, while it holds keyboard focus,
  // after the pause button, and always for a visitor who asked for reduced motion.
  for (const root of all("[data-carousel]")) {
    const track = root.querySelector<HTMLElement>("[data-carousel-track]")!;
    const viewport = track.parentElement!;
    const slides = [...track.children] as HTMLElement[];
    const progress = root.querySelector<HTMLElement>("[data-carousel-progress]");
    const pause = root.querySelector<HTMLElement>("[data-carousel-pause]");
    const direction = getComputedStyle(root).direction === "rtl" ? "rtl" : "ltr";
    const count = slides.length;
    let position = 0;
    // The furthest slide shown so far: the pictures up to the next view past it stay once asked for.
    let furthest = 0;
    let isHovered = false;
    let isFocused = false;
    let isStopped = false;
    let timer = 0;
    let swipe: { id: number; x: number } | null = null;
    let isClickSwallowed = false;
    // The slides whose pictures were asked for: the first `revealed` ones.
    let revealed = 0;

    const render = () => {
      if (isGone()) return;
      const view = helpers.slidesPerView(innerWidth);
      position = Math.min(position, Math.max(0, count - view));
      furthest = Math.max(furthest, position);
      const isRotating = !reducedMotion.matches && !isStopped && !isHovered && !isFocused;
      root.dataset.position = String(position);
      root.dataset.perView = String(view);
      root.dataset.rotating = String(isRotating);
      root.dataset.stopped = String(isStopped);
      track.style.transform = `translateX(${((direction === "rtl" ? 1 : -1) * position * 100) / view}%)`;
      track.setAttribute("aria-live", isRotating ? "off" : "polite");
      slides.forEach((slide, index) => {
        const isVisible = index >= position && index < position + view;
        slide.style.flexBasis = `${100 / view}%`;
        slide.inert = !isVisible;
        slide.dataset.visible = String(isVisible);
      });
      // The window in view and the next one; the rest come as they near.
      for (; isLoaded && revealed < Math.min(count, furthest + 2 * view); revealed += 1)
        helpers.revealThumbnails(slides[revealed]!);
      if (progress) {
        progress.style.width = `${(view / count) * 100}%`;
        progress.style.insetInlineStart = `${(position / count) * 100}%`;
      }
      pause?.setAttribute("aria-label", (isStopped ? pause.dataset.labelPlay : pause.dataset.labelPause) ?? "");
      // Armed again after every move, so a slide chosen by hand stays its full 6 s.
      window.clearTimeout(timer);
      if (isRotating) timer = window.setTimeout(() => go(1), options.carousel.intervalMs);
    };
    const go = (step: 1 | -1) => {
      position = helpers.stepPosition(position, step, count, helpers.slidesPerView(innerWidth));
      render();
    };

    root.addEventListener("click", (event) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>("button") : null;
      if (button?.dataset.carouselStep) go(button.dataset.carouselStep === "1" ? 1 : -1);
      else if (button?.hasAttribute("data-carousel-pause")) {
        isStopped = !isStopped;
        render();
      }
    });
    root.addEventListener("keydown", (event) => {
      const step = helpers.arrowKeyStep(event.key, direction);
      if (step === 0) return;
      event.preventDefault();
      go(step);
      // A slide that leaves the view turns inert: focus on it moves to the first slide in view.
      if (!root.contains(document.activeElement)) root.querySelector<HTMLElement>('[data-visible="true"] a')?.focus();
    });
    root.addEventListener("pointerenter", (event) => {
      if (event.pointerType !== "mouse") return;
      isHovered = true;
      render();
    });
    root.addEventListener("pointerleave", (event) => {
      if (event.pointerType !== "mouse") return;
      isHovered = false;
      render();
    });
    root.addEventListener("focusin", (event) => {
      isFocused = event.target instanceof Element && event.target.matches(":focus-visible");
      render();
    });
    root.addEventListener("focusout", (event) => {
      if (root.contains(event.relatedTarget as Node | null)) return;
      isFocused = false;
      render();
    });
    viewport.addEventListener("pointerdown", (event) => {
      if (event.pointerType === "mouse" && event.button !== 0) return;
      swipe = { id: event.pointerId, x: event.clientX };
    });
    viewport.addEventListener("pointerup", (event) => {
      const start = swipe;
      swipe = null;
      if (!start || start.id !== event.pointerId) return;
      const step = helpers.swipeStep(event.clientX - start.x, direction, options.carousel.swipeThresholdPx);
      if (step === 0) return;
      // A drag that ends on a slide's link must not also open it.
      isClickSwallowed = true;
      go(step);
    });
    viewport.addEventListener("pointercancel", () => (swipe = null));
    viewport.addEventListener(
      "click",
      (event) => {
        if (!isClickSwallowed) return;
        isClickSwallowed = false;
        event.preventDefault();
        event.stopPropagation();
      },
      true,
    );
    addEventListener("resize", render, whilePageShown);
    reducedMotion.addEventListener("change", render, whilePageShown);
    onLoad.push(render);
    render();
  }

  // The counters count up once when they scroll into view. The server renders the final figure (what search
  // engines, readers without script and visitors who asked for reduced motion see); the count-up starts from
  // zero only for a figure still out of sight now.
  if (!reducedMotion.matches && typeof IntersectionObserver !== "undefined") {
    for (const figure of all("[data-count-to]")) {
      if (figure.getBoundingClientRect().top < innerHeight) continue;
      const target = Number(figure.dataset.countTo);
      const show = (value: number) => (figure.textContent = helpers.formatStatistic(value, options.locale));
      show(0);
      const observer = new IntersectionObserver(
        ([entry]) => {
          if (!entry?.isIntersecting) return;
          observer.disconnect();
          const start = performance.now();
          const tick = (now: number) => {
            show(helpers.counterValueAt(now - start, target, options.counterDurationMs));
            if (now - start < options.counterDurationMs) requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        },
        { threshold: 0.6 },
      );
      observer.observe(figure);
    }
  }

  // The Gulf variant when the edge sent no country: the 24 h cache, else the time zone and languages (cached for
  // next time). Storage that cannot be used (private mode, quota) only loses the cache.
  const gulf = page.querySelector<HTMLElement>('[data-section="gulf"]');
  if (gulf?.hasAttribute("data-gulf-switch")) {
    const { zones, countries, cacheKey, cacheMs } = options.gulf;
    const now = Date.now();
    let cached: GulfCountry | "none" | undefined;
    try {
      cached = helpers.readCachedGulfCountry(localStorage.getItem(cacheKey), now, countries, cacheMs);
    } catch {
      cached = undefined;
    }
    const country =
      cached === undefined
        ? helpers.gulfCountryFromBrowser(
            Intl.DateTimeFormat().resolvedOptions().timeZone,
            navigator.languages ?? [],
            zones,
          )
        : cached === "none"
          ? null
          : cached;
    if (cached === undefined)
      try {
        localStorage.setItem(cacheKey, helpers.cachedGulfCountryEntry(country, now));
      } catch {
        // The answer still holds for this page.
      }
    const intro = country ? gulf.querySelector<HTMLElement>(`[data-gulf-intro="${country}"]`) : null;
    if (intro) {
      intro.hidden = false;
      gulf.querySelector<HTMLElement>("[data-country]")?.setAttribute("data-country", country ?? "");
      gulf.setAttribute("aria-labelledby", intro.querySelector("h2")?.id ?? "");
      gulf.hidden = false;
    }
  }
  // The curated templates' pictures, once the page has loaded, when the band is shown (by the server or above): a
  // thumbnail asked for before would share a phone's connection with the first paint.
  if (gulf && !gulf.hidden) {
    if (isLoaded) helpers.revealThumbnails(gulf);
    else onLoad.push(() => helpers.revealThumbnails(gulf));
  }

  if (!isLoaded)
    addEventListener(
      "load",
      () => {
        isLoaded = true;
        onLoad.forEach((run) => run());
      },
      { once: true, signal: stopped.signal },
    );
}

/** The inline script that starts the landing: `startLanding`'s source called with `options` and the helpers. */
export function landingScript(options: LandingOptions): string {
  return inlineScript(startLanding, options, landingHelpers);
}
