import type { Page } from "@playwright/test";

/** The keystrokes a page saw and its own paint after each, in ms on the clock the preview frame stamps with. */
export type KeystrokePaints = { keys: number[]; paints: number[] };

/**
 * Before the page loads: a capture listener stamps each `event` (performance.timeOrigin + now) and the page's
 * paint of it, in a task queued from the next animation frame. In the page they are `window.__keystrokePaints`.
 */
export async function stampKeystrokePaints(page: Page, event: "keydown" | "beforeinput"): Promise<void> {
  // No named functions inside: tsx wraps them in a helper the page does not have.
  await page.addInitScript((type) => {
    const stamps: KeystrokePaints = { keys: [], paints: [] };
    Object.assign(window, { __keystrokePaints: stamps });
    window.addEventListener(
      type,
      () => {
        stamps.keys.push(performance.timeOrigin + performance.now());
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            stamps.paints.push(performance.timeOrigin + performance.now());
            channel.port1.close();
          };
          channel.port2.postMessage(null);
        });
      },
      true,
    );
  }, event);
}
