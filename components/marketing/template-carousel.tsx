import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { Link } from "@/core/i18n/navigation";
import type { ResumeTemplateName } from "@/core/resume/schema";
import { cn } from "@/core/utils/cn";
import { DeferredThumbnail } from "@/components/template-gallery/deferred-thumbnail";

export type CarouselSlide = {
  name: ResumeTemplateName;
  displayName: string;
  category: string;
  tier: string;
  isFree: boolean;
};

/**
 * The landing's template carousel (spec §2), answered by the landing's script (client/marketing/landing-script.ts):
 * one slide further every 6 s, wrapping round, 0.7 s slide, 1 to 4 slides in view by width, a swipe over 50 px,
 * arrow keys and buttons; it stands still while the pointer is over it, while it holds keyboard focus, after the
 * pause button, and always for a visitor who asked for reduced motion. Until the script runs, CSS lays the slides
 * out at the same widths. The script changes only attributes and styles, which React's hydration leaves alone.
 */
export function TemplateCarousel({ slides }: { slides: readonly CarouselSlide[] }) {
  const t = useTranslations("landing.templates");
  const count = slides.length;
  return (
    <section
      aria-roledescription={t("carousel")}
      aria-label={t("carouselLabel")}
      className="group/carousel relative"
      data-carousel=""
      data-testid="template-carousel"
      data-position="0"
      data-rotating="false"
      data-stopped="false"
      suppressHydrationWarning
    >
      <div className="-mx-2 touch-pan-y overflow-hidden px-0 py-3 select-none">
        <ul
          className="flex transition-transform duration-700 ease-[cubic-bezier(0.22,1,0.36,1)] motion-reduce:transition-none"
          aria-live="polite"
          data-carousel-track=""
          suppressHydrationWarning
        >
          {slides.map((slide, index) => (
            <li
              key={slide.name}
              className="shrink-0 grow-0 basis-full px-2 sm:basis-1/2 md:basis-1/3 lg:basis-1/4"
              aria-roledescription={t("slide")}
              aria-label={t("slideLabel", { index: index + 1, count })}
              data-template={slide.name}
              data-visible={index < 4}
              suppressHydrationWarning
            >
              <Link
                href={{ pathname: "/builder/try", query: { template: slide.name } }}
                draggable={false}
                className="group block rounded-xl border bg-card shadow-xs transition-shadow outline-none hover:shadow-lg focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <span className="sr-only">{t("tryTemplate", { template: slide.displayName })}</span>
                <span className="block aspect-[210/297] overflow-hidden rounded-t-xl border-b bg-muted">
                  <DeferredThumbnail
                    template={slide.name}
                    alt=""
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
          ))}
        </ul>
      </div>

      <div className="mt-4 flex items-center gap-4">
        <div className="relative h-1 flex-1 overflow-hidden rounded-full bg-border" aria-hidden>
          <div
            className="absolute inset-y-0 start-0 w-1/4 rounded-full bg-primary transition-[inset-inline-start] duration-700 motion-reduce:transition-none"
            data-carousel-progress=""
            suppressHydrationWarning
          />
        </div>
        <div className="flex items-center gap-1.5">
          <CarouselButton data-carousel-step="-1" aria-label={t("previous")} data-testid="carousel-previous">
            <ChevronLeftIcon className="rtl-mirror" aria-hidden />
          </CarouselButton>
          <CarouselButton
            className="motion-reduce:hidden"
            data-carousel-pause=""
            data-label-pause={t("pause")}
            data-label-play={t("play")}
            aria-label={t("pause")}
            data-testid="carousel-pause"
            suppressHydrationWarning
          >
            <PauseIcon className="group-data-[stopped=true]/carousel:hidden" aria-hidden />
            <PlayIcon className="hidden group-data-[stopped=true]/carousel:block" aria-hidden />
          </CarouselButton>
          <CarouselButton data-carousel-step="1" aria-label={t("next")} data-testid="carousel-next">
            <ChevronRightIcon className="rtl-mirror" aria-hidden />
          </CarouselButton>
        </div>
      </div>
    </section>
  );
}

/** A round outline button under the carousel, which the landing's script finds by its data attribute. */
function CarouselButton({ className, ...props }: ComponentProps<typeof Button>) {
  return <Button type="button" variant="outline" size="icon" className={cn("rounded-full", className)} {...props} />;
}
