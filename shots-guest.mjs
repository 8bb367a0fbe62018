// One-off: screenshots of the guest builder and its sign-up dialog (desktop/mobile × en-US/ar-SA × light/dark).
import { chromium, devices } from "playwright-core";
const base = process.argv[2] ?? "http://localhost:3200";
const browser = await chromium.launch({ executablePath: "/usr/lib/chromium/chromium-headless-shell", args: ["--no-sandbox", "--disable-gpu"] });
for (const size of ["desktop", "mobile"]) for (const locale of ["en-US", "ar-SA"]) for (const theme of ["light", "dark"]) {
  const device = size === "mobile" ? devices["Pixel 7"] : { viewport: { width: 1440, height: 900 } };
  const context = await browser.newContext({ ...device, colorScheme: theme, locale });
  await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: base }]);
  const page = await context.newPage();
  const prefix = locale === "en-US" ? "" : `/${locale}`;
  await page.goto(`${base}${prefix}/builder/try?template=onyx`, { timeout: 120000 });
  await page.waitForURL(/\/builder\/guest\//, { timeout: 120000 });
  await page.locator("input").first().waitFor({ timeout: 120000 });
  await page.waitForTimeout(2500);
  const name = `${size}-${locale}-${theme}`;
  await page.screenshot({ path: `/tmp/shots/guest-${name}.png` });
  const save = page.getByTestId("guest-save-button").or(page.getByRole("button", { name: locale === "en-US" ? "Save" : "حفظ", exact: true })).first();
  try {
    await save.click({ timeout: 10000 });
    await page.getByTestId("guest-sign-up-dialog").waitFor({ timeout: 20000 });
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/guest-dialog-${name}.png` });
  } catch (error) { console.log(name, "no dialog:", String(error).slice(0, 160)); }
  await context.close();
}
await browser.close();
