import { afterEach, describe, expect, it, vi } from "vitest";

// zod reads its settings from this object on globalThis (zod/v4/core).
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean }; window?: unknown };

describe("zod-without-eval", () => {
  afterEach(() => {
    delete holder.window;
    if (holder.__zod_globalConfig) delete holder.__zod_globalConfig.jitless;
    vi.resetModules();
  });

  it("leaves zod's compiled parsing on where the module is rendered on the server", async () => {
    await import("./zod-without-eval");
    expect(holder.__zod_globalConfig?.jitless).not.toBe(true);
  });

  it("turns it off in the browser, where the Content-Security-Policy refuses Function()", async () => {
    holder.window = {};
    await import("./zod-without-eval");
    expect(holder.__zod_globalConfig?.jitless).toBe(true);
  });
});
