import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { POST as importGuest } from "@/app/api/guest/resume/import/route";
import { GET as getResumeData, POST as postResumeData } from "@/app/api/guest/resume-data/route";
import { authCookieNames, usesSecureCookies } from "@/lib/auth/cookies";
import { createSession } from "@/lib/auth/create-session";
import { config } from "@/lib/config";
import { guestCookieName } from "@/lib/guest/guest-cookie";
import { createDefaultResumeData } from "@/core/resume/schema";
import { fixtureBytes, fixtureJson, linkedInZip } from "@/tests/fixtures/formats/fixtures";
import { createTestGuest } from "@/tests/factories/guests";
import { createTestUser } from "@/tests/factories/users";

// POST /api/guest/resume/import through its route handler, with the cookies and bodies a browser sends.

const base = "http://localhost:3000";
const noParams = { params: Promise.resolve({}) };

async function newGuest(): Promise<string> {
  return (await createTestGuest()).token;
}

function importRequest(
  { token, cookie, dryRun = false }: { token?: string; cookie?: string; dryRun?: boolean },
  body: { json: unknown } | { form: FormData } | { raw: string; contentType: string },
) {
  const cookies = [token ? `${guestCookieName}=${token}` : "", cookie ?? ""].filter(Boolean).join("; ");
  const headers: Record<string, string> = { origin: base };
  if (cookies) headers.cookie = cookies;
  if ("json" in body) headers["content-type"] = "application/json";
  if ("raw" in body) headers["content-type"] = body.contentType;
  return new NextRequest(`${base}/api/guest/resume/import${dryRun ? "?dryRun=1" : ""}`, {
    method: "POST",
    headers,
    body: "json" in body ? JSON.stringify(body.json) : "form" in body ? body.form : body.raw,
  });
}

function fileForm(type: string, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.set("type", type);
  form.set("file", new Blob([new Uint8Array(bytes)]), name);
  return form;
}

async function storedResume(token: string) {
  const response = await getResumeData(
    new NextRequest(`${base}/api/guest/resume-data`, {
      headers: { cookie: `${guestCookieName}=${token}`, origin: base },
    }),
    noParams,
  );
  return (await response.json()).resumeData;
}

describe("guest import API", () => {
  it("checks a file on a dry run, creates the guest's one resume from it, refuses a second and leaves other guests alone", async () => {
    const other = await newGuest();
    const otherData = createDefaultResumeData();
    otherData.basics.name = "Other Guest";
    await postResumeData(
      new NextRequest(`${base}/api/guest/resume-data`, {
        method: "POST",
        headers: { cookie: `${guestCookieName}=${other}`, origin: base, "content-type": "application/json" },
        body: JSON.stringify({ resumeData: otherData }),
      }),
      noParams,
    );
    const otherBefore = await storedResume(other);

    const token = await newGuest();
    const checked = await importGuest(
      importRequest(
        { token, dryRun: true },
        { form: fileForm("json-resume", fixtureBytes("json-resume-arabic.json"), "cv.json") },
      ),
      noParams,
    );
    expect(checked.status).toBe(200);
    const dry = await checked.json();
    expect(dry).toMatchObject({
      valid: true,
      summary: { name: "ليلى الحربي", sections: { experience: 2, education: 1 } },
      data: { basics: { name: "ليلى الحربي" } },
    });
    expect(dry.resume).toBeUndefined();
    expect(await storedResume(token)).toBeNull();

    const created = await importGuest(
      importRequest({ token }, { form: fileForm("linkedin", await linkedInZip(), "Basic_LinkedInDataExport.zip") }),
      noParams,
    );
    expect(created.status).toBe(201);
    const { resume, summary } = await created.json();
    expect(summary.sections.experience).toBeGreaterThan(0);
    expect(resume).toMatchObject({ slug: "my-resume", version: 1, visibility: "PRIVATE" });
    expect((await storedResume(token)).id).toBe(resume.id);
    expect((await storedResume(token)).data.sections.experience.items).toHaveLength(summary.sections.experience);

    // One resume per guest: a second import is refused and the first stays as it was.
    const second = await importGuest(
      importRequest({ token }, { json: { type: "own", data: fixtureJson("reactive-resume-v4.json") } }),
      noParams,
    );
    expect(second.status).toBe(403);
    expect((await second.json()).error).toMatchObject({
      code: "ResumeLimitReached",
      details: { reason: "guest_limit" },
    });
    expect((await storedResume(token)).id).toBe(resume.id);
    // A dry run still works for a guest with a resume: that is how the builder imports into it.
    const intoOpen = await importGuest(
      importRequest({ token, dryRun: true }, { json: { type: "own", data: fixtureJson("reactive-resume-v4.json") } }),
      noParams,
    );
    expect(intoOpen.status).toBe(200);
    expect((await intoOpen.json()).data.basics.name).toBe("Alex Morgan");

    expect(await storedResume(other)).toEqual(otherBefore);
  });

  it("refuses a browser without a guest session and a signed-in user, even with a guest cookie", async () => {
    const body = () => ({ json: { type: "own", data: fixtureJson("reactive-resume-v4.json") } });
    const anonymous = await importGuest(importRequest({}, body()), noParams);
    expect(anonymous.status).toBe(401);

    const { user } = await createTestUser();
    const { token: sessionToken } = await createSession(user.id);
    const sessionCookie = `${authCookieNames(usesSecureCookies(config)).session}=${sessionToken}`;
    const signedIn = await importGuest(importRequest({ cookie: sessionCookie }, body()), noParams);
    expect(signedIn.status).toBe(403);
    expect((await signedIn.json()).error.details.reason).toBe("signed_in");

    const token = await newGuest();
    const both = await importGuest(importRequest({ token, cookie: sessionCookie }, body()), noParams);
    expect(both.status).toBe(403);
    expect((await both.json()).error.details.reason).toBe("signed_in");
    expect(await storedResume(token)).toBeNull();
  });

  it("holds the import limits: file size, hostile JSON, a non-zip and an invalid resume, with nothing stored", async () => {
    const token = await newGuest();
    const tooLarge = await importGuest(
      importRequest({ token }, { form: fileForm("own", new Uint8Array(6 * 1024 * 1024).fill(32), "big.json") }),
      noParams,
    );
    expect(tooLarge.status).toBe(413);

    const polluted = await importGuest(
      importRequest(
        { token },
        {
          form: fileForm(
            "json-resume",
            new TextEncoder().encode('{"basics":{"name":"X"},"__proto__":{"polluted":true}}'),
            "x.json",
          ),
        },
      ),
      noParams,
    );
    expect(polluted.status).toBe(422);
    expect((await polluted.json()).error.details).toMatchObject({ reason: "forbiddenKey" });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    const notZip = await importGuest(
      importRequest({ token }, { form: fileForm("linkedin", new TextEncoder().encode("plain text"), "x.zip") }),
      noParams,
    );
    expect(notZip.status).toBe(422);
    expect((await notZip.json()).error.details).toMatchObject({ reason: "notAZip" });

    const invalid = fixtureJson("reactive-resume-v4.json") as { basics: { email: string } };
    invalid.basics.email = "not an email";
    const rejected = await importGuest(importRequest({ token }, { json: { type: "own", data: invalid } }), noParams);
    expect(rejected.status).toBe(400);
    const { error } = await rejected.json();
    expect(error.code).toBe("ValidationFailed");
    expect(Object.keys(error.fields)).toContain("data.basics.email");

    expect(await storedResume(token)).toBeNull();
  });
});
