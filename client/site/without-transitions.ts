/**
 * Runs a theme switch with every transition off, so the page changes at once instead of every button and border
 * fading on its own. (next-themes' `disableTransitionOnChange` does the same, but also on every page load, where it
 * cost two whole-page style recalculations during hydration.) The rule stays two frames: next-themes applies the
 * class in an effect after the next render. Used by the site's inline script (sent as source text, so it stands
 * alone) and by useThemeSwitch.
 */
export function withoutTransitions(change: () => void): void {
  const still = document.createElement("style");
  still.textContent = "*,*::before,*::after{transition:none!important}";
  document.head.append(still);
  change();
  requestAnimationFrame(() => requestAnimationFrame(() => still.remove()));
}
