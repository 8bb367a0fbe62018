/*
 * Presses that come before the page's scripts. The marketing pages paint before their JavaScript runs
 * (scripts/lib/scripts-after-paint.mjs), and a button whose code is not there yet does nothing when
 * pressed. The site's script (client/site/site-script.ts), inline at the top of the body, notes each press of a button marked
 * `data-early-press` until Next.js starts (it sets `window.next`, then hydrates in the same task, and from
 * then on React itself keeps presses on what it has not hydrated yet and replays them), so a button can
 * answer a press that came before: each press is answered once, by its button or by React, never by both.
 */

type EarlyPressWindow = Window & { __earlyPresses?: Element[] };

/** Whether `element` was pressed before the page's scripts ran; the press is taken (answered once). */
export function takeEarlyPress(element: Element | null): boolean {
  const presses = (window as EarlyPressWindow).__earlyPresses;
  if (!element || !presses?.includes(element)) return false;
  (window as EarlyPressWindow).__earlyPresses = presses.filter((pressed) => pressed !== element);
  return true;
}

/**
 * A ref for a button marked `data-early-press`: as the button hydrates, a press it had before the page's
 * scripts ran is answered by `onPress`, once.
 */
export function answerEarlyPress(onPress: () => void) {
  return (button: Element | null) => void (takeEarlyPress(button) && onPress());
}
