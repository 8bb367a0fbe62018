// The template carousel's arithmetic (spec §2 and §9), kept pure so that it is tested without a browser. It runs in
// the landing's inline script (client/marketing/landing-script.ts), sent as source text: each function stands alone
// (no other name of this module in what runs; the script gives every argument, so no default is read).

export const carouselIntervalMs = 6000;
export const carouselSwipeThresholdPx = 50;

/** Slides in view by the viewport's width: 1 under 640 px, 2 under 768, 3 under 1024, otherwise 4. */
export function slidesPerView(width: number): number {
  if (width < 640) return 1;
  if (width < 768) return 2;
  if (width < 1024) return 3;
  return 4;
}

/** The last position whose window is full: with 21 slides, 4 in view, the window starts at 0 to 17. */
export function lastPosition(count: number, perView: number): number {
  return Math.max(0, count - perView);
}

/** One step forwards (+1) or backwards (-1), wrapping around at both ends. */
export function stepPosition(position: number, step: 1 | -1, count: number, perView: number): number {
  const last = Math.max(0, count - perView);
  const next = Math.min(position, last) + step;
  if (next > last) return 0;
  if (next < 0) return last;
  return next;
}

/**
 * The step a horizontal swipe asks for: dragging the slides towards the start of the reading
 * direction (left in English, right in Arabic) shows the next ones. Under the threshold, none.
 */
export function swipeStep(
  deltaX: number,
  direction: "ltr" | "rtl",
  threshold: number = carouselSwipeThresholdPx,
): 1 | -1 | 0 {
  if (Math.abs(deltaX) <= threshold) return 0;
  const towardsStart = direction === "ltr" ? deltaX < 0 : deltaX > 0;
  return towardsStart ? 1 : -1;
}

/** The arrow keys follow the reading direction: the arrow towards the end of a line shows the next slide. */
export function arrowKeyStep(key: string, direction: "ltr" | "rtl"): 1 | -1 | 0 {
  if (key !== "ArrowLeft" && key !== "ArrowRight") return 0;
  const isForward = (key === "ArrowRight") === (direction === "ltr");
  return isForward ? 1 : -1;
}
