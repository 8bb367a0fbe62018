import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage } from "./s3-storage";

// A real S3 protocol server (s3rver) on a loopback port: the adapter signs and sends real requests.
let server: S3rver;
let directory: string;
let endpoint: string;
const bucket = "vitae-test";
const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "vitae-s3-"));
  server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const address = (await server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await server?.close();
  await rm(directory, { recursive: true, force: true });
});

describe("createS3Storage", () => {
  it("stores, reads back with the content type of its key, replaces and deletes", async () => {
    const storage = createS3Storage({ bucket, region: "us-east-1", endpoint, ...credentials });
    expect(await storage.put("pictures/u1/one.webp", Buffer.from("first"), "image/webp")).toEqual({ url: "/uploads/pictures/u1/one.webp" });
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
    const storage = createS3Storage({ bucket, region: "us-east-1", endpoint, ...credentials });
    expect(await storage.get("pictures/nobody/none.png")).toBeNull();
    expect(await storage.get("../escape.png")).toBeNull();
    await expect(storage.put("../escape.png", Buffer.from("x"), "image/png")).rejects.toThrow(/Invalid storage key/);
  });

  it("fails loudly when the bucket is not there instead of pretending the file is missing", async () => {
    const storage = createS3Storage({ bucket: "no-such-bucket", region: "us-east-1", endpoint, ...credentials });
    await expect(storage.put("pictures/u1/two.png", Buffer.from("x"), "image/png")).rejects.toThrow();
    await expect(storage.get("pictures/u1/two.png")).rejects.toThrow();
  });

  it("lists the files under a folder, and nothing for a folder that is not there", async () => {
    const storage = createS3Storage({ bucket, region: "us-east-1", endpoint, ...credentials });
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
