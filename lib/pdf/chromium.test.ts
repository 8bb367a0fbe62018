import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resolveChromium, resolvePrintChromium } from "./chromium";

// Which files exist, which Chromium Playwright downloaded and what @sparticuz/chromium unpacks are the
// machine's: they are stood in for, the lookup order is what is tested.
const present = new Set<string>();
vi.mock("node:fs", async (importOriginal) => ({
  ...(await importOriginal<typeof import("node:fs")>()),
  existsSync: (file: string) => present.has(file),
}));
const playwrightChromium = "/home/me/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome";
vi.mock("playwright-core", () => ({ chromium: { executablePath: () => playwrightChromium } }));
vi.mock("@sparticuz/chromium", () => ({
  default: {
    args: ["--single-process", "--headless='shell'", "--no-zygote"],
    executablePath: async () => "/tmp/chromium",
  },
}));

const realPlatform = process.platform;
const onPlatform = (platform: NodeJS.Platform) => Object.defineProperty(process, "platform", { value: platform });

beforeEach(() => {
  present.clear();
  vi.stubEnv("CHROMIUM_EXECUTABLE_PATH", "");
  vi.stubEnv("CHROMIUM_PATH", "");
});
afterEach(() => {
  onPlatform(realPlatform);
  vi.unstubAllEnvs();
});

describe.runIf(process.arch === "x64")("resolveChromium (a whole browser)", () => {
  it("runs the configured executable before anything found on the machine", async () => {
    present.add("/usr/bin/chromium");
    vi.stubEnv("CHROMIUM_EXECUTABLE_PATH", "/opt/chrome/chrome");
    expect(await resolveChromium()).toMatchObject({ executablePath: "/opt/chrome/chrome", headlessShell: false });
    expect(await resolveChromium("/opt/chrome-headless-shell/chrome-headless-shell")).toMatchObject({
      headlessShell: true,
    });
  });

  it("on Linux: the system's Chromium, then Playwright's, then @sparticuz/chromium's", async () => {
    onPlatform("linux");
    present.add("/usr/bin/chromium").add(playwrightChromium);
    expect((await resolveChromium()).executablePath).toBe("/usr/bin/chromium");
    present.delete("/usr/bin/chromium");
    expect(await resolveChromium()).toMatchObject({ executablePath: playwrightChromium, headlessShell: false });
    present.clear();
    const sparticuz = await resolveChromium();
    expect(sparticuz).toMatchObject({ executablePath: "/tmp/chromium", headlessShell: true });
    // Its single-process and headless flags are left out; ours stay.
    expect(sparticuz.args).toContain("--no-zygote");
    expect(sparticuz.args).toContain("--headless");
    expect(sparticuz.args.filter((arg) => arg === "--single-process" || arg.startsWith("--headless="))).toEqual([]);
  });

  it("on macOS: Chromium or Chrome in /Applications, else Playwright's; never @sparticuz's Linux build", async () => {
    onPlatform("darwin");
    present.add("/Applications/Google Chrome.app/Contents/MacOS/Google Chrome").add(playwrightChromium);
    expect((await resolveChromium()).executablePath).toBe(
      "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
    );
    present.delete("/Applications/Google Chrome.app/Contents/MacOS/Google Chrome");
    expect((await resolveChromium()).executablePath).toBe(playwrightChromium);
    present.clear();
    await expect(resolveChromium()).rejects.toThrow(/npx playwright install chromium/);
  });

  it("on Windows: Chrome under Program Files", async () => {
    onPlatform("win32");
    vi.stubEnv("PROGRAMFILES", "C:\\Program Files");
    present.add("C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe");
    expect((await resolveChromium()).executablePath).toBe("C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe");
  });
});

describe.runIf(process.arch === "x64")("resolvePrintChromium (prefers a headless shell)", () => {
  it("on Linux: Debian's headless shell, then @sparticuz's, before any whole browser", async () => {
    onPlatform("linux");
    present.add("/usr/lib/chromium/chromium-headless-shell").add("/usr/bin/chromium");
    expect(await resolvePrintChromium()).toMatchObject({
      executablePath: "/usr/lib/chromium/chromium-headless-shell",
      headlessShell: true,
    });
    present.delete("/usr/lib/chromium/chromium-headless-shell");
    expect(await resolvePrintChromium()).toMatchObject({ executablePath: "/tmp/chromium", headlessShell: true });
  });

  it("on macOS: the whole browser there is, said to be one", async () => {
    onPlatform("darwin");
    present.add(playwrightChromium);
    expect(await resolvePrintChromium()).toMatchObject({ executablePath: playwrightChromium, headlessShell: false });
  });
});
