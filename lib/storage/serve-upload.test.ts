import { mkdtemp, rm, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createLocalDiskStorage } from "./local-disk-storage";

const state = vi.hoisted(() => ({ root: "" }));
vi.mock("./get-storage", () => ({ getStorage: () => createLocalDiskStorage(state.root) }));

const { serveUpload } = await import("./serve-upload");

beforeAll(async () => {
  state.root = await mkdtemp(path.join(tmpdir(), "vitae-serve-"));
  await mkdir(path.join(state.root, "pictures", "u1"), { recursive: true });
  await writeFile(path.join(state.root, "pictures", "u1", "a.webp"), "RIFF....WEBP");
  await writeFile(path.join(state.root, "pictures", "u1", "page.html"), "<script>alert(1)</script>");
  await mkdir(path.join(state.root, "thumbnails", "u1", "r1"), { recursive: true });
  await writeFile(path.join(state.root, "thumbnails", "u1", "r1", "3.webp"), "RIFF....WEBP");
  await writeFile(path.join(path.dirname(state.root), "vitae-secret.webp"), "secret");
});
afterAll(async () => {
  await rm(state.root, { recursive: true, force: true });
  await rm(path.join(path.dirname(state.root), "vitae-secret.webp"), { force: true });
});

describe("serveUpload", () => {
  it("serves a stored picture with its type, nosniff and a long cache", async () => {
    const response = await serveUpload(["pictures", "u1", "a.webp"]);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect(await response.text()).toBe("RIFF....WEBP");
  });

  it("never serves a resume thumbnail: only its owner-checked route does", async () => {
    expect((await serveUpload(["thumbnails", "u1", "r1", "3.webp"])).status).toBe(404);
  });

  it("never serves anything but an image inline", async () => {
    const response = await serveUpload(["pictures", "u1", "page.html"]);
    expect(response.headers.get("content-type")).toBe("application/octet-stream");
    expect(response.headers.get("content-disposition")).toBe("attachment");
    expect(response.headers.get("content-security-policy")).toContain("sandbox");
  });

  it.each([
    [["..", "vitae-secret.webp"]],
    [["pictures", "..", "..", "vitae-secret.webp"]],
    [["..%2fvitae-secret.webp"]],
    [[".env"]],
    [["pictures", "u1", "missing.webp"]],
  ])("answers 404 for %j", async (segments) => {
    expect((await serveUpload(segments)).status).toBe(404);
  });
});
