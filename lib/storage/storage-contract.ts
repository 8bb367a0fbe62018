import "server-only";
import { expect, it } from "vitest";
import type { Storage } from "./storage";

/**
 * What every storage backend must do, as tests: each backend's test file runs these against a
 * real instance (a temporary folder, an S3 protocol server), plus its own particular cases.
 */
export function storageContract(make: () => Storage) {
  it("stores, reads back with the content type of its key, replaces and deletes", async () => {
    const storage = make();
    expect(await storage.put("pictures/u1/one.webp", Buffer.from("first"), "image/webp")).toEqual({
      url: "/uploads/pictures/u1/one.webp",
    });
    await storage.put("pictures/u1/one.webp", Buffer.from("second"), "image/webp");
    const file = await storage.get("pictures/u1/one.webp");
    expect(file?.body.toString()).toBe("second");
    expect(file?.contentType).toBe("image/webp");
    expect(file?.size).toBe(6);
    expect(file?.lastModified.getTime()).toBeGreaterThan(Date.now() - 60_000);
    await storage.delete("pictures/u1/one.webp");
    expect(await storage.get("pictures/u1/one.webp")).toBeNull();
    await expect(storage.delete("pictures/u1/one.webp")).resolves.toBeUndefined();
  });

  it("answers null for a missing file and an invalid key, and refuses to write an invalid key", async () => {
    const storage = make();
    expect(await storage.get("pictures/nobody/none.png")).toBeNull();
    expect(await storage.get("../escape.png")).toBeNull();
    await expect(storage.put("../escape.png", Buffer.from("x"), "image/png")).rejects.toThrow(/Invalid storage key/);
  });

  it("lists the files under a folder, and nothing for a folder that is not there", async () => {
    const storage = make();
    await storage.put("pictures/lister/a.png", Buffer.from("a"), "image/png");
    await storage.put("pictures/lister/b.webp", Buffer.from("b"), "image/webp");
    await storage.put("pictures/other/c.png", Buffer.from("c"), "image/png");
    const listed = await storage.list("pictures/lister/");
    expect(listed.map((file) => file.key).sort()).toEqual(["pictures/lister/a.png", "pictures/lister/b.webp"]);
    expect(listed.every((file) => file.lastModified.getTime() > Date.now() - 60_000)).toBe(true);
    expect(await storage.list("pictures/nobody/")).toEqual([]);
    await expect(storage.list("../")).rejects.toThrow(/Invalid storage prefix/);
  });
}
