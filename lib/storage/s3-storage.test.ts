import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage } from "./s3-storage";
import { storageContract } from "./storage-contract";

// A real S3 protocol server (s3rver) on a loopback port: the adapter signs and sends real requests.
let server: S3rver;
let directory: string;
let endpoint: string;
const bucket = "vitae-test";
const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "vitae-s3-"));
  server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await server?.close();
  await rm(directory, { recursive: true, force: true });
});

describe("createS3Storage", () => {
  storageContract(() => createS3Storage({ bucket, region: "us-east-1", endpoint, ...credentials }));

  it("fails loudly when the bucket is not there instead of pretending the file is missing", async () => {
    const storage = createS3Storage({ bucket: "no-such-bucket", region: "us-east-1", endpoint, ...credentials });
    await expect(storage.put("pictures/u1/two.png", Buffer.from("x"), "image/png")).rejects.toThrow();
    await expect(storage.get("pictures/u1/two.png")).rejects.toThrow();
  });
});
