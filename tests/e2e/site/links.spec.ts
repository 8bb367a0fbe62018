import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signUp } from "../fixtures/auth";

// Every internal link of the site's menus leads to a page: the landing (header, hero, feature cards,
// footer) in English and Arabic, the sign-up card's legal links, and the signed-in dashboard's sidebar
// and menus. Each link is fetched over HTTP: no 404, and no sign-in wall unless it is a sign-in page.
// The legal pages and the generator page are checked for their content, not only their status.

const notPages = /^\/(api|uploads|fonts|artboard|_next)\//;

async function internalLinks(page: Page, path: string): Promise<string[]> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const hrefs = await page
    .locator("a[href^='/']")
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
  return hrefs
    .map((href) => href.split("#")[0] ?? "")
    .filter((href) => href.startsWith("/") && !href.startsWith("//") && !notPages.test(href));
}

async function expectPage(request: APIRequestContext, href: string, from: string) {
  const response = await request.get(href);
  const landed = new URL(response.url());
  expect(response.status(), `${href} (linked from ${from})`).toBe(200);
  if (!/^(\/[a-z]{2}-[A-Z]{2})?\/auth\//.test(href))
    expect(landed.pathname, `${href} (linked from ${from}) asks to sign in`).not.toMatch(/\/auth\/login$/);
}

test("the menus' internal links all lead to pages, signed out and signed in", async ({ page, context }) => {
  const checked = new Set<string>();
  async function walk(paths: string[]) {
    for (const path of paths) {
      for (const href of await internalLinks(page, path)) {
        if (checked.has(href)) continue;
        checked.add(href);
        await expectPage(context.request, href, path);
      }
    }
  }

  await walk(["/", "/auth/register", "/ar-SA"]);
  for (const required of [
    "/meta/privacy-policy",
    "/meta/terms-of-use",
    "/ai-generator",
    "/builder/try",
    "/ar-SA/meta/privacy-policy",
  ]) {
    expect(checked, `a link to ${required}`).toContain(required);
  }

  // Visiting /ar-SA remembered Arabic in the locale cookie: start the signed-in part from English.
  await context.clearCookies();
  await signUp(context);
  await walk(["/dashboard/resumes", "/dashboard/settings"]);
  expect(checked).toContain("/dashboard/smart-generator");
});

test("the legal pages and the generator page say what they are, in English and Arabic", async ({ page, request }) => {
  await page.goto("/meta/privacy-policy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy policy");
  await expect(page.getByRole("heading", { name: "Cookies" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Payments" })).toBeVisible();

  // The smart generator (no longer a coming-soon page): its form, with Generate waiting for a role.
  await page.goto("/ai-generator");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Generate your resume");
  await expect(page.getByRole("button", { name: "Generate resume" })).toBeDisabled();

  // Last: an Arabic page remembers Arabic for the paths without a locale that follow.
  await page.goto("/ar-SA/meta/terms-of-use");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("شروط الاستخدام");

  // The spec's short forms of the legal pages lead to them.
  for (const [short, target] of [
    ["/privacy", "/meta/privacy-policy"],
    ["/ar-SA/terms", "/ar-SA/meta/terms-of-use"],
  ] as const) {
    const response = await request.get(short, { maxRedirects: 0 });
    expect(response.status(), short).toBe(308);
    expect(response.headers().location).toBe(target);
  }
});
