import { mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLocalDiskStorage } from "./local-disk-storage";
import { isStorageKey } from "./storage";
import { storageContract } from "./storage-contract";

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
  it.each(["pictures/user1/abc.webp", "a.png", "pictures/a-b_c/0f.jpg"])("accepts %s", (key) =>
    expect(isStorageKey(key)).toBe(true),
  );
  it.each([
    "",
    "../secret.png",
    "pictures/../../etc/passwd",
    "/etc/passwd",
    ".env",
    "pictures/.hidden",
    "a//b.png",
    "a\\b.png",
    "a/b/c/d/e.png",
    "a%2fb.png",
    "pic ture.png",
  ])("refuses %j", (key) => expect(isStorageKey(key)).toBe(false));
});

describe("createLocalDiskStorage", () => {
  storageContract(() => createLocalDiskStorage(root));

  it("does not follow a link that leads outside its folder", async () => {
    await writeFile(path.join(outside, "secret.png"), "outside");
    await symlink(path.join(outside, "secret.png"), path.join(root, "link.png"));
    expect(await createLocalDiskStorage(root).get("link.png")).toBeNull();
  });

  it("answers null for a folder", async () => {
    const storage = createLocalDiskStorage(root);
    await storage.put("pictures/u1/a.png", Buffer.from("x"), "image/png");
    expect(await storage.get("pictures/u1")).toBeNull();
  });
});
