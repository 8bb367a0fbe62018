import { mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLocalDiskStorage } from "./local-disk-storage";
import { isStorageKey } from "./storage";

let root: string;
let outside: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "vitae-storage-"));
  outside = await mkdtemp(path.join(tmpdir(), "vitae-outside-"));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
  await rm(outside, { recursive: true, force: true });
});

describe("storage keys", () => {
  it.each(["pictures/user1/abc.webp", "a.png", "pictures/a-b_c/0f.jpg"])("accepts %s", (key) => expect(isStorageKey(key)).toBe(true));
  it.each(["", "../secret.png", "pictures/../../etc/passwd", "/etc/passwd", ".env", "pictures/.hidden", "a//b.png", "a\\b.png", "a/b/c/d/e.png", "a%2fb.png", "pic ture.png"])(
    "refuses %j",
    (key) => expect(isStorageKey(key)).toBe(false),
  );
});

describe("createLocalDiskStorage", () => {
  it("stores, reads back with the content type, replaces and deletes", async () => {
    const storage = createLocalDiskStorage(root);
    expect(await storage.put("pictures/u1/one.webp", Buffer.from("first"), "image/webp")).toEqual({ url: "/uploads/pictures/u1/one.webp" });
    await storage.put("pictures/u1/one.webp", Buffer.from("second"), "image/webp");
    const file = await storage.get("pictures/u1/one.webp");
    expect(file?.body.toString()).toBe("second");
    expect(file?.contentType).toBe("image/webp");
    expect(file?.size).toBe(6);
    await storage.delete("pictures/u1/one.webp");
    expect(await storage.get("pictures/u1/one.webp")).toBeNull();
    await expect(storage.delete("pictures/u1/one.webp")).resolves.toBeUndefined();
  });

  it("refuses to write outside its folder", async () => {
    const storage = createLocalDiskStorage(root);
    await expect(storage.put("../escape.png", Buffer.from("x"), "image/png")).rejects.toThrow(/Invalid storage key/);
    expect(await storage.get("../escape.png")).toBeNull();
  });

  it("does not follow a link that leads outside its folder", async () => {
    await writeFile(path.join(outside, "secret.png"), "outside");
    await symlink(path.join(outside, "secret.png"), path.join(root, "link.png"));
    expect(await createLocalDiskStorage(root).get("link.png")).toBeNull();
  });

  it("answers null for a folder and for a missing file", async () => {
    const storage = createLocalDiskStorage(root);
    await storage.put("pictures/u1/a.png", Buffer.from("x"), "image/png");
    expect(await storage.get("pictures/u1")).toBeNull();
    expect(await storage.get("pictures/u1/missing.png")).toBeNull();
  });

  it("lists the files under a folder, and nothing for a folder that is not there", async () => {
    const storage = createLocalDiskStorage(root);
    await storage.put("pictures/lister/a.png", Buffer.from("a"), "image/png");
    await storage.put("pictures/lister/b.webp", Buffer.from("b"), "image/webp");
    await storage.put("pictures/other/c.png", Buffer.from("c"), "image/png");
    const listed = await storage.list("pictures/lister/");
    expect(listed.map((file) => file.key).sort()).toEqual(["pictures/lister/a.png", "pictures/lister/b.webp"]);
    expect(listed.every((file) => file.lastModified.getTime() > Date.now() - 60_000)).toBe(true);
    expect(await storage.list("pictures/nobody/")).toEqual([]);
    await expect(storage.list("../")).rejects.toThrow(/Invalid storage prefix/);
  });
});
