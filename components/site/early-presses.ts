/*
 * Presses that come before the page's scripts. The marketing pages paint before their JavaScript runs
 * (scripts/lib/scripts-after-paint.mjs), and a button whose code is not there yet does nothing when
 * pressed. This script, inline at the top of the body, notes each press of a PressToLoad button
 * (`data-press-to-load`, not yet `data-ready`) so that the button can act on it once it is hydrated.
 */

type EarlyPressWindow = Window & { __earlyPresses?: Element[] };

/** The inline script (run before any chunk): records presses on PressToLoad buttons not yet ready. */
export const earlyPressScript = `document.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest("[data-press-to-load]:not([data-ready])");if(b)(window.__earlyPresses=window.__earlyPresses||[]).push(b)},true);`;

/** Whether `element` was pressed before its code ran; the press is taken (answered once). */
export function takeEarlyPress(element: Element | null): boolean {
  const presses = (window as EarlyPressWindow).__earlyPresses;
  if (!element || !presses?.includes(element)) return false;
  (window as EarlyPressWindow).__earlyPresses = presses.filter((pressed) => pressed !== element);
  return true;
}
