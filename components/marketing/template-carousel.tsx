"use client";

import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { useIsPageLoaded } from "@/client/utils/use-is-page-loaded";
import { GalleryThumbnail } from "@/components/template-gallery/gallery-thumbnail";
import { Button } from "@/components/ui/button";
import { directionOf, isLocale } from "@/core/i18n/locales";
import { Link } from "@/core/i18n/navigation";
import type { ResumeTemplateName } from "@/core/resume/schema";
import { cn } from "@/core/utils/cn";
import { arrowKeyStep, carouselIntervalMs, lastPosition, stepPosition, swipeStep } from "./carousel-steps";
import { usePrefersReducedMotion, useSlidesPerView } from "./use-viewport";
import { answerEarlyPress } from "@/components/site/early-presses";

export type CarouselSlide = {
  name: ResumeTemplateName;
  displayName: string;
  category: string;
  tier: string;
  isFree: boolean;
};

type Pointer = { id: number; x: number };

/**
 * The landing's template carousel (spec §2): one slide further every 6 s, wrapping round, 0.7 s
 * slide, 1 to 4 slides in view by width, a swipe over 50 px, arrow keys and buttons. It stands still
 * while the pointer is over it, while it holds keyboard focus, after the pause button, and always
 * for a visitor who asked for reduced motion.
 */
export function TemplateCarousel({ slides }: { slides: readonly CarouselSlide[] }) {
  const t = useTranslations("landing.templates");
  const locale = useLocale();
  const direction = isLocale(locale) ? directionOf(locale) : "ltr";
  const isReducedMotion = usePrefersReducedMotion();
  const perView = useSlidesPerView();
  const isPageLoaded = useIsPageLoaded();
  const [position, setPosition] = useState(0);
  // The furthest slide shown so far: the pictures up to the next view past it stay once asked for.
  const [furthest, setFurthest] = useState(0);
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const [isStopped, setIsStopped] = useState(false);
  const pointer = useRef<Pointer | null>(null);
  const isClickSwallowed = useRef(false);
  const root = useRef<HTMLElement>(null);
  const isRefocusWanted = useRef(false);

  const count = slides.length;
  const view = perView ?? 1;
  const current = Math.min(position, lastPosition(count, view));
  const isRotating = !isReducedMotion && !isStopped && !isHovered && !isFocused && perView !== null;

  if (current > furthest) setFurthest(current);

  const go = (step: 1 | -1) => setPosition((previous) => stepPosition(previous, step, count, view));

  useEffect(() => {
    if (!isRotating) return;
    // Armed again after every move, so a slide chosen by hand stays its full 6 s.
    const timer = window.setTimeout(
      () => setPosition((previous) => stepPosition(previous, 1, count, view)),
      carouselIntervalMs,
    );
    return () => window.clearTimeout(timer);
  }, [isRotating, current, count, view]);

  // A slide that leaves the view turns inert: focus on it moves to the first slide in view.
  useEffect(() => {
    if (!isRefocusWanted.current) return;
    isRefocusWanted.current = false;
    const element = root.current;
    if (element && !element.contains(document.activeElement))
      element.querySelector<HTMLElement>('[data-visible="true"] a')?.focus();
  }, [current]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = arrowKeyStep(event.key, direction);
    if (step === 0) return;
    event.preventDefault();
    isRefocusWanted.current = true;
    go(step);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    pointer.current = { id: event.pointerId, x: event.clientX };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = pointer.current;
    pointer.current = null;
    if (!start || start.id !== event.pointerId) return;
    const step = swipeStep(event.clientX - start.x, direction);
    if (step === 0) return;
    // A drag that ends on a slide's link must not also open it.
    isClickSwallowed.current = true;
    go(step);
  };

  const offset = ((direction === "rtl" ? 1 : -1) * current * 100) / view;
  const progressWidth = (view / count) * 100;
  const progressStart = (current / count) * 100;

  return (
    <section
      ref={root}
      aria-roledescription={t("carousel")}
      aria-label={t("carouselLabel")}
      className="relative"
      data-testid="template-carousel"
      data-position={current}
      data-per-view={perView ?? undefined}
      data-rotating={isRotating}
      onKeyDown={onKeyDown}
      onPointerEnter={(event) => event.pointerType === "mouse" && setIsHovered(true)}
      onPointerLeave={(event) => event.pointerType === "mouse" && setIsHovered(false)}
      onFocus={(event) => setIsFocused(event.target.matches(":focus-visible"))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsFocused(false);
      }}
    >
      <div
        className="-mx-2 touch-pan-y overflow-hidden px-0 py-3 select-none"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (pointer.current = null)}
        onClickCapture={(event) => {
          if (!isClickSwallowed.current) return;
          isClickSwallowed.current = false;
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        <ul
          className="flex transition-transform duration-700 ease-[cubic-bezier(0.22,1,0.36,1)] motion-reduce:transition-none"
          style={{ transform: `translateX(${offset}%)` }}
          aria-live={isRotating ? "off" : "polite"}
        >
          {slides.map((slide, index) => {
            const isVisible = perView === null ? index < 4 : index >= current && index < current + view;
            // Once the page has loaded, the window in view and the next one load at once; the rest are not
            // even in the page until they come near (21 pictures added at once cost a long style pass on a
            // phone). Before, none: the carousel starts below the fold, and its pictures would take the
            // phone's bandwidth from the page's first paint.
            const isNear = isPageLoaded && perView !== null && index < furthest + 2 * view;
            return (
              <li
                key={slide.name}
                className="shrink-0 grow-0 basis-full px-2 sm:basis-1/2 md:basis-1/3 lg:basis-1/4"
                style={perView === null ? undefined : { flexBasis: `${100 / perView}%` }}
                aria-roledescription={t("slide")}
                aria-label={t("slideLabel", { index: index + 1, count })}
                inert={perView !== null && !isVisible}
                data-template={slide.name}
                data-visible={isVisible}
              >
                <Link
                  href={{ pathname: "/builder/try", query: { template: slide.name } }}
                  draggable={false}
                  className="group block rounded-xl border bg-card shadow-xs transition-shadow outline-none hover:shadow-lg focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <span className="sr-only">{t("tryTemplate", { template: slide.displayName })}</span>
                  <span className="block aspect-[210/297] overflow-hidden rounded-t-xl border-b bg-muted">
                    <GalleryThumbnail
                      template={slide.name}
                      alt=""
                      isAboveFold={isNear}
                      isHeld={!isNear}
                      sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw"
                      className="pointer-events-none size-full transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
                    />
                  </span>
                  <span className="flex items-center justify-between gap-2 px-4 py-3">
                    <span className="min-w-0">
                      <span className="block truncate text-sm font-semibold">{slide.displayName}</span>
                      <span className="block truncate text-xs text-muted-foreground">{slide.category}</span>
                    </span>
                    <span
                      className={cn(
                        "shrink-0 rounded-full px-2 py-0.5 text-[11px] font-medium",
                        slide.isFree ? "bg-secondary text-secondary-foreground" : "bg-primary/10 text-primary",
                      )}
                    >
                      {slide.tier}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>

      <div className="mt-4 flex items-center gap-4">
        <div className="relative h-1 flex-1 overflow-hidden rounded-full bg-border" aria-hidden>
          <div
            className="absolute inset-y-0 rounded-full bg-primary transition-[inset-inline-start] duration-700 motion-reduce:transition-none"
            style={{ width: `${progressWidth}%`, insetInlineStart: `${progressStart}%` }}
          />
        </div>
        <div className="flex items-center gap-1.5">
          <Button
            type="button"
            variant="outline"
            size="icon"
            className="rounded-full"
            onClick={() => go(-1)}
            ref={answerEarlyPress(() => go(-1))}
            data-early-press=""
            aria-label={t("previous")}
            data-testid="carousel-previous"
          >
            <ChevronLeftIcon className="rtl-mirror" aria-hidden />
          </Button>
          {isReducedMotion ? null : (
            <Button
              type="button"
              variant="outline"
              size="icon"
              className="rounded-full"
              onClick={() => setIsStopped((stopped) => !stopped)}
              ref={answerEarlyPress(() => setIsStopped((stopped) => !stopped))}
              data-early-press=""
              aria-label={isStopped ? t("play") : t("pause")}
              data-testid="carousel-pause"
            >
              {isStopped ? <PlayIcon aria-hidden /> : <PauseIcon aria-hidden />}
            </Button>
          )}
          <Button
            type="button"
            variant="outline"
            size="icon"
            className="rounded-full"
            onClick={() => go(1)}
            ref={answerEarlyPress(() => go(1))}
            data-early-press=""
            aria-label={t("next")}
            data-testid="carousel-next"
          >
            <ChevronRightIcon className="rtl-mirror" aria-hidden />
          </Button>
        </div>
      </div>
    </section>
  );
}
