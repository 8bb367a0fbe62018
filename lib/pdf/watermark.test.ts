import { describe, expect, it } from "vitest";
import { config } from "@/lib/config";
import { watermarkText } from "./watermark";

describe("watermarkText", () => {
  const host = new URL(config.APP_URL).host;

  it("names the configured product and address in the resume's language", async () => {
    expect(await watermarkText("en-US")).toBe(`Made with ${config.PRODUCT_NAME} · ${host}`);
    expect(await watermarkText("ar-SA")).toBe(`أُنشئت باستخدام ${config.PRODUCT_NAME} · ${host}`);
    expect(await watermarkText("ja-JP")).toBe(`${config.PRODUCT_NAME}で作成 · ${host}`);
  });

  it("falls back to the same language, then to English", async () => {
    expect(await watermarkText("de-AT")).toBe(`Erstellt mit ${config.PRODUCT_NAME} · ${host}`);
    expect(await watermarkText("xx-YY")).toBe(`Made with ${config.PRODUCT_NAME} · ${host}`);
  });
});
