import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createResume } from "@/lib/resume/create-resume";
import { getPublicResume } from "@/lib/resume/get-public-resume";
import { getResume } from "@/lib/resume/get-resume";
import { getSampleResume } from "@/core/resume/samples";
import { updateResume } from "@/lib/resume/update-resume";
import { getStorage } from "@/lib/storage";
import { renderResumeDocument } from "@/components/templates/render-resume-html";
import { picturesFolder } from "@/lib/uploads/delete-unused-pictures";
import { createTestUser } from "@/tests/factories/users";

// Issue 21 item 6: a picture or signature given by another site's address is fetched once by the
// server into storage; the resume keeps the app's own /uploads/ address, so its readers never load
// anything from that site. The "other site" is an HTTP server on loopback, reachable only through
// safeFetch's tests-only allowance (the default rules refuse loopback, which the last test shows).

let server: http.Server;
let origin: string;
let hits: string[] = [];
let png: Buffer;

beforeAll(async () => {
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3366aa" } })
    .png()
    .toBuffer();
  server = http.createServer((request, response) => {
    hits.push(request.url ?? "");
    if (request.url === "/me.png") {
      response.writeHead(200, { "content-type": "image/png" });
      return response.end(png);
    }
    response.writeHead(404);
    response.end();
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  hits = [];
});

const testingFetch = () => ({
  remoteImages: { testing: { allowLoopback: true, allowPorts: [Number(new URL(origin).port)] } },
});

async function premiumOwner() {
  const { user } = await createTestUser({ subscriptionTier: "PROFESSIONAL" });
  return user;
}

describe("remote pictures are copied into storage once", () => {
  it("a save stores an /uploads/ address for the picture and the signature, fetched once, never on a view", async () => {
    const owner = await premiumOwner();
    const created = await createResume(owner, { title: "Remote picture" });
    const data = structuredClone(created.data);
    data.basics.picture.url = `${origin}/me.png`;
    data.sections.signature.items = [
      {
        ...structuredClone(data.sections.signature.items[0] ?? emptySignature()),
        content: "Layla Haddad",
        image: `${origin}/me.png`,
        visible: true,
      },
    ];
    data.sections.signature.visible = true;

    const saved = await updateResume({
      owner,
      resumeId: created.id,
      input: { version: created.version, data, visibility: "PUBLIC" },
      ...testingFetch(),
    });
    const pictureUrl = saved.data.basics.picture.url;
    expect(pictureUrl).toMatch(new RegExp(`^/uploads/${picturesFolder(owner.id)}[0-9a-f-]+\\.webp$`));
    expect(saved.data.sections.signature.items[0]!.image).toBe(pictureUrl);
    expect(saved.warnings).toBeUndefined();
    // The same address in two places is one fetch.
    expect(hits).toEqual(["/me.png"]);

    const stored = await getStorage().get(pictureUrl.slice("/uploads/".length));
    expect(stored?.contentType).toBe("image/webp");
    expect((await sharp(stored!.body).metadata()).width).toBe(64);

    // Reads and renders use the stored copy; nothing goes back to the other site.
    for (let view = 0; view < 3; view += 1) {
      const publicResume = await getPublicResume({ id: created.id });
      if (publicResume.status !== "available") throw new Error("the owner's plan shares resumes");
      const html = await renderResumeDocument(publicResume.data, { mode: "preview", assetBaseUrl: "" });
      expect(html).toContain(`src="${pictureUrl}"`);
      expect(html).not.toContain(origin);
    }
    expect((await getResume(owner.id, created.id)).data.basics.picture.url).toBe(pictureUrl);

    // Saving again (the builder sends the copied address back) fetches nothing.
    await updateResume({
      owner,
      resumeId: created.id,
      input: { version: saved.version, data: saved.data },
      ...testingFetch(),
    });
    expect(hits).toEqual(["/me.png"]);
  });

  it("a stale, locked or foreign save fetches nothing before it is refused", async () => {
    const owner = await premiumOwner();
    const stranger = await premiumOwner();
    const created = await createResume(owner, { title: "Refused" });
    const data = structuredClone(created.data);
    data.basics.picture.url = `${origin}/me.png`;
    const save = (who: typeof owner, version: number) =>
      updateResume({ owner: who, resumeId: created.id, input: { version, data }, ...testingFetch() }).then(
        () => "saved",
        (error: { code?: string }) => error.code,
      );
    expect(await save(owner, created.version + 1)).toBe("VersionConflict");
    expect(await save(stranger, created.version)).toBe("ResumeNotFound");
    await (await db()).resume.update({ where: { id: created.id }, data: { locked: true } });
    expect(await save(owner, created.version)).toBe("ResumeLocked");
    expect(hits).toEqual([]);
  });

  it("a new resume with a remote picture is created with a stored copy", async () => {
    const owner = await premiumOwner();
    const data = getSampleResume("en-US");
    data.basics.picture.url = `${origin}/me.png`;
    const created = await createResume(owner, { title: "Imported", data }, testingFetch());
    expect(created.data.basics.picture.url).toMatch(/^\/uploads\/pictures\//);
    expect(hits).toEqual(["/me.png"]);
  });

  it("a picture that cannot be fetched is dropped with a warning, and the rest of the edit is saved", async () => {
    const owner = await premiumOwner();
    const created = await createResume(owner, { title: "Broken picture" });
    const data = structuredClone(created.data);
    data.basics.name = "Kept Name";
    data.basics.picture.url = `${origin}/gone.png`;
    const saved = await updateResume({
      owner,
      resumeId: created.id,
      input: { version: created.version, data },
      ...testingFetch(),
    });
    expect(saved.data.basics.name).toBe("Kept Name");
    expect(saved.data.basics.picture.url).toBe("");
    expect(saved.warnings).toEqual([
      { code: "RemoteImageNotImported", path: "basics.picture.url", reason: "HttpStatus" },
    ]);
    expect(saved.version).toBe(created.version + 1);
  });

  it("without the tests-only allowance, a loopback address is refused before any request", async () => {
    const owner = await premiumOwner();
    const created = await createResume(owner, { title: "SSRF" });
    const data = structuredClone(created.data);
    data.basics.picture.url = `${origin}/me.png`;
    const saved = await updateResume({ owner, resumeId: created.id, input: { version: created.version, data } });
    expect(saved.data.basics.picture.url).toBe("");
    expect(saved.warnings?.[0]).toMatchObject({ path: "basics.picture.url", reason: "ForbiddenPort" });

    data.basics.picture.url = "http://169.254.169.254/latest/meta-data/iam/security-credentials/";
    const again = await updateResume({ owner, resumeId: created.id, input: { version: saved.version, data } });
    expect(again.warnings?.[0]).toMatchObject({ reason: "ForbiddenAddress" });
    expect(hits).toEqual([]);
    const row = await (await db()).resume.findUniqueOrThrow({ where: { id: created.id } });
    expect(JSON.stringify(row.data)).not.toContain("169.254.169.254");
  });

  it("a full address of this site is kept as its path, without a fetch", async () => {
    const owner = await premiumOwner();
    const data = getSampleResume("en-US");
    data.basics.picture.url = `http://localhost:3000/uploads/${picturesFolder(owner.id)}own.webp`;
    const created = await createResume(owner, { title: "Own", data });
    expect(created.data.basics.picture.url).toBe(`/uploads/${picturesFolder(owner.id)}own.webp`);
    expect(created.warnings).toBeUndefined();
  });
});

function emptySignature() {
  return { id: "sig1", visible: true, content: "", image: "", date: "" };
}
