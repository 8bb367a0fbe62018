import { expect, test, type Page } from "@playwright/test";
import { createResume } from "../builder/core-helpers";
import { signUp } from "../fixtures/auth";
import { axeViolations, injectAxe } from "../fixtures/axe";
import { createResume as createPublicResume, premiumOwner, premiumOwnerContext } from "../public/owners";

/*
 * Issue 25, item 10: axe-core on the public pages (landing, gallery, pricing, sign-in, sign-up, a public
 * resume) and the signed-in ones (dashboard, settings, the builder on a desktop and on a phone), light
 * and dark, in en-US and ar-SA, zero violations.
 * axe leaves Arabic text out of its colour-contrast rule, so every run also measures the contrast of
 * every visible text node itself, with axe's own colour utilities (axe.commons.color) over the
 * computed colours: the same 4.5:1 (3:1 for large text) that WCAG 2.x AA asks.
 */

const locales = ["en-US", "ar-SA"] as const;
const schemes = ["light", "dark"] as const;
type Locale = (typeof locales)[number];

function localised(locale: Locale, path: string) {
  return locale === "en-US" ? path : `/${locale}${path === "/" ? "" : path}`;
}

type ContrastFailure = { text: string; ratio: number; required: number; fg: string; bg: string };

/** Every visible text node whose computed colours give less contrast than WCAG AA asks. */
async function textContrastFailures(page: Page): Promise<ContrastFailure[]> {
  await injectAxe(page);
  return page.evaluate(() => {
    type Colour = { alpha: number; red: number; green: number; blue: number };
    type AxeInPage = {
      setup(node: Node): void;
      teardown(): void;
      commons: {
        dom: { isVisibleOnScreen(element: Element): boolean };
        color: {
          getBackgroundColor(element: Element, stack: Element[]): Colour | null;
          getForegroundColor(element: Element, noScroll: boolean, bg: Colour | null): Colour | null;
          getContrast(bg: Colour, fg: Colour): number;
        };
      };
    };
    const axe = (window as unknown as { axe: AxeInPage }).axe;
    axe.setup(document);
    const failures: ContrastFailure[] = [];
    const seen = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || seen.has(element) || !node.textContent?.trim()) continue;
      seen.add(element);
      if (element.closest("[aria-hidden=true], [inert], svg, script, style, noscript, [data-axe-skip-contrast]"))
        continue;
      if (!axe.commons.dom.isVisibleOnScreen(element)) continue;
      // Disabled controls are exempt from contrast (WCAG 1.4.3, "incidental").
      if (element.closest(":disabled, [aria-disabled=true]")) continue;
      const style = getComputedStyle(element);
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) continue;
      const bg = axe.commons.color.getBackgroundColor(element, []);
      const fg = axe.commons.color.getForegroundColor(element, false, bg);
      // Text over images or gradients: axe cannot tell either, and reports those as "incomplete".
      if (!bg || !fg) continue;
      const ratio = axe.commons.color.getContrast(bg, fg);
      const size = parseFloat(style.fontSize);
      const bold = Number(style.fontWeight) >= 700;
      const large = size >= 24 || (bold && size >= 18.66);
      const required = large ? 3 : 4.5;
      if (ratio + 0.005 < required)
        failures.push({
          text: node.textContent.trim().slice(0, 60),
          ratio: Math.round(ratio * 100) / 100,
          required,
          fg: `rgba(${fg.red},${fg.green},${fg.blue},${fg.alpha})`,
          bg: `rgba(${bg.red},${bg.green},${bg.blue},${bg.alpha})`,
        });
    }
    axe.teardown();
    return failures;
  });
}

type Finding = { page: string; violations: unknown[]; contrast: ContrastFailure[] };

async function audit(page: Page, label: string) {
  await settle(page);
  // The resume's frame is left out: it is the user's own document, in the colours they chose.
  const violations = await axeViolations(page);
  const finding: Finding = { page: label, violations, contrast: await textContrastFailures(page) };
  // Soft: every page is audited and reported, not only the first one that fails.
  expect.soft(finding).toEqual({ page: label, violations: [], contrast: [] });
}

/**
 * The theme as a user picks it: the site starts light whatever the system prefers (next-themes'
 * default), so the dark runs store the choice as the theme menu does, before any page loads.
 */
async function pickScheme(page: Page, scheme: (typeof schemes)[number]) {
  await page.addInitScript((theme) => window.localStorage.setItem("theme", theme), scheme);
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
}

/** The page is in the theme asked for (the audit would otherwise check the other one). */
async function expectScheme(page: Page, scheme: (typeof schemes)[number]) {
  await expect(page.locator("html")).toHaveClass(scheme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}

async function settle(page: Page) {
  // At most 10 s: a page whose network never went quiet for 500 ms (the builder, a public page beside
  // its frame) held the audit until the test's time ran out, with the page itself answering all along.
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => {});
  // Entrance animations fade in: wait until the finite ones are done, so colours are final. At most 5 s:
  // under load one run waited on an animation that never finished (5 minutes, in ar-SA's builder); the
  // ones still running then are named in the test's output.
  const pending = await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    const done = Promise.all(finite.map((animation) => animation.finished.catch(() => {})));
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    return finite
      .filter((animation) => animation.playState !== "finished" && animation.playState !== "idle")
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return `${animation.playState} ${(animation as CSSAnimation).animationName ?? "transition"} on ${target?.tagName ?? "?"}.${target?.getAttribute("class")?.slice(0, 80) ?? ""}`;
      });
  });
  if (pending.length) console.log(`animations still running after 5 s on ${page.url()}:`, pending);
}

// One test per language and theme, so that the two workers share them and a failure names its run.
test.describe.configure({ mode: "parallel" });

for (const locale of locales) {
  for (const scheme of schemes) {
    test(`${locale} ${scheme}: the public pages have no axe violations and enough contrast`, async ({
      page,
      playwright,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const owner = await premiumOwnerContext(playwright, baseURL!);
      const resume = await createPublicResume(owner, { name: locale === "ar-SA" ? "ليلى حداد" : "Layla Haddad" });
      await owner.dispose();
      await pickScheme(page, scheme);
      for (const path of [
        "/",
        "/templates",
        "/pricing",
        "/auth/login",
        "/auth/register",
        `/${premiumOwner.username}/${resume.slug}`,
      ]) {
        await page.goto(localised(locale, path), { timeout: 120_000 });
        await expectScheme(page, scheme);
        await audit(page, `${scheme} ${localised(locale, path)}`);
      }
    });
  }
}

for (const locale of locales) {
  for (const scheme of schemes) {
    test(`${locale} ${scheme}: the dashboard and settings have no axe violations and enough contrast`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await pickScheme(page, scheme);
      await signUp(page);
      for (const path of ["/dashboard/resumes", "/dashboard/settings"]) {
        await page.goto(localised(locale, path), { timeout: 120_000 });
        await expectScheme(page, scheme);
        await audit(page, `${scheme} ${localised(locale, path)}`);
      }
    });

    test(`${locale} ${scheme}: the builder has no axe violations and enough contrast`, async ({ page }) => {
      test.setTimeout(180_000);
      await signUp(page);
      const resume = await createResume(page, {
        title: "Axe",
        name: locale === "ar-SA" ? "ليلى حداد" : "Layla Haddad",
      });
      await pickScheme(page, scheme);
      for (const viewport of [
        { width: 1280, height: 800 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(viewport);
        await page.goto(localised(locale, `/builder/${resume.id}`), { timeout: 180_000 });
        await expect(page.locator("input").first()).toBeVisible({ timeout: 120_000 });
        await expectScheme(page, scheme);
        await audit(page, `${scheme} ${localised(locale, `/builder/${resume.id}`)} ${viewport.width}px`);
      }
    });
  }
}
