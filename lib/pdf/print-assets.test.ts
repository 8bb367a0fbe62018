import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { getStorage } from "@/lib/storage";
import { printOrigin, resolvePrintAsset } from "./print-assets";

const owner = `print-test-${randomBytes(4).toString("hex")}`;
const key = `pictures/${owner}/face.png`;
const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");

afterAll(async () => {
  await getStorage().delete(key);
  await getStorage().delete(`pictures/${owner}/notes.txt`);
});

describe("resolvePrintAsset", () => {
  it("answers an uploaded picture from the storage module, read afresh each time", async () => {
    await getStorage().put(key, png, "image/png");
    const asset = await resolvePrintAsset(`${printOrigin}/uploads/${key}`);
    expect(asset?.contentType).toBe("image/png");
    expect(Buffer.from(asset!.body).equals(png)).toBe(true);
    // Replaced by a new upload: the printer sees the new file, not a cached one.
    await getStorage().put(key, Buffer.concat([png, Buffer.from("00", "hex")]), "image/png");
    expect((await resolvePrintAsset(`${printOrigin}/uploads/${key}`))?.body.byteLength).toBe(png.byteLength + 1);
  });

  it("answers bundled fonts and refuses what is not the app's own", async () => {
    expect(
      (await resolvePrintAsset(`${printOrigin}/fonts/@fontsource/inter/files/inter-latin-400-normal.woff2`))
        ?.contentType,
    ).toBe("font/woff2");
    await getStorage().put(`pictures/${owner}/notes.txt`, Buffer.from("secret"), "text/plain");
    for (const address of [
      `${printOrigin}/uploads/pictures/${owner}/notes.txt`,
      `${printOrigin}/uploads/..%2F..%2Fpackage.json`,
      `${printOrigin}/uploads/pictures/${owner}/missing.png`,
      `${printOrigin}/templates/../package.json`,
      "http://169.254.169.254/latest/meta-data/",
      "file:///etc/passwd",
      `http://example.com/uploads/${key}`,
    ]) {
      expect(await resolvePrintAsset(address), address).toBeNull();
    }
  });
});
