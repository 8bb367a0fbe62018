import { beforeEach, describe, expect, it } from "vitest";
import { POST as scrapeRoute } from "@/app/api/resume/scrape-job-url/route";
import { appErrorOf } from "@/tests/support/rejection";
import { scrapeJobUrl, type ScrapeJobUrlOptions } from "@/lib/ai/job-details";
import { db } from "@/lib/db";
import { createGuestSession } from "@/lib/guest/create-guest-session";
import { findGuestSession } from "@/lib/guest/find-guest-session";
import { guestCookieName } from "@/lib/guest/guest-cookie";
import { getTokenBalance } from "@/lib/tokens/get-token-balance";
import { ledger } from "@/tests/factories/tokens";
import { createUserWithTokens, uniqueSuffix } from "@/tests/factories/users";
import { loopbackServerForTests, redirectTo, respondWith, type Route } from "@/tests/support/loopback-server";
import { callerFor, callRoute } from "@/tests/support/route-request";

// POST /api/resume/scrape-job-url against a real HTTP server on loopback. Every refusal is checked
// twice: the server saw no request for it, and the 30 tokens came back (or were never taken).

let hits: string[] = [];

const jobPosting = `<!doctype html><html lang="en"><head><title>Careers</title>
<script type="application/ld+json">${JSON.stringify({
  "@context": "https://schema.org",
  "@graph": [
    { "@type": "Organization", name: "Ignored Org" },
    {
      "@type": "JobPosting",
      title: "Senior Accountant",
      hiringOrganization: { "@type": "Organization", name: "Gulf Trading Co." },
      jobLocation: { "@type": "Place", address: { addressLocality: "Riyadh", addressCountry: "SA" } },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "SAR",
        value: { minValue: 12000, maxValue: 15000, unitText: "MONTH" },
      },
      employmentType: "FULL_TIME",
      skills: "IFRS, Excel, SAP",
      responsibilities: "<ul><li>Prepare monthly closing</li><li>File VAT returns</li></ul>",
      qualifications: "<p>Bachelor in Accounting</p><p>SOCPA preferred</p>",
      experienceRequirements: { "@type": "OccupationalExperienceRequirements", monthsOfExperience: 60 },
      jobBenefits: "Housing allowance\nMedical insurance",
      industry: "Trading",
      description: "<p>We are hiring a <b>Senior Accountant</b> to join our finance team.</p>",
    },
  ],
})}</script></head><body><h1>Senior Accountant</h1><p>Apply now.</p></body></html>`;

const plainPage = `<!doctype html><html lang="ar" dir="rtl"><head><title>وظيفة</title>
<meta property="og:title" content="مطور واجهات أمامية"><meta property="og:site_name" content="شركة الأفق">
</head><body><main><article>
<h1>مطور واجهات أمامية</h1>
<p>نبحث عن مطور واجهات أمامية للانضمام إلى فريق المنتجات في الرياض، للعمل على منصة تخدم آلاف العملاء يوميًا بالعربية والإنجليزية.</p>
<h2>المسؤوليات</h2><ul><li>بناء واجهات متجاوبة باستخدام React</li><li>مراجعة شيفرة الزملاء</li></ul>
<h2>المتطلبات</h2><ul><li>خبرة 3 سنوات على الأقل في TypeScript</li><li>إتقان HTML وCSS</li></ul>
<h2>عن الشركة</h2><ul><li>مكتب في الرياض</li></ul>
</article></main></body></html>`;

const routes: Record<string, Route> = {
  "/job": respondWith(200, { "content-type": "text/html; charset=utf-8" }, jobPosting),
  "/plain": respondWith(200, { "content-type": "text/html; charset=utf-8" }, plainPage),
  "/empty": respondWith(200, { "content-type": "text/html" }, "<html><body></body></html>"),
  "/json": respondWith(200, { "content-type": "application/json" }, "{}"),
  "/to-private": redirectTo(302, "http://10.0.0.7/admin"),
  "/to-metadata": redirectTo(301, "http://169.254.169.254/latest/meta-data/"),
  "/silent": () => {
    // Never answers.
  },
  "/huge": (_request, response) => {
    response.writeHead(200, { "content-type": "text/html" });
    const timer = setInterval(() => response.write(Buffer.alloc(4096, 0x61)), 1);
    response.on("close", () => clearInterval(timer));
  },
};

const jobBoard = loopbackServerForTests(
  (request, response) => {
    hits.push(request.url ?? "");
    const path = new URL(request.url ?? "/", "http://x").pathname;
    (routes[path] ?? routes["/empty"]!)(request, response);
  },
  // Both stacks, so that [::1] and 127.0.0.1 would both reach it if anything connected.
  "::",
);

beforeEach(() => {
  hits = [];
});

const userWithTokens = () => createUserWithTokens("FREE", 500);

async function refusedReason(promise: Promise<unknown>): Promise<string> {
  const error = await appErrorOf(promise);
  expect(error.code).toBe("ImportFailed");
  return String(error.details?.reason);
}

const portOnly = (): ScrapeJobUrlOptions => ({ testing: { allowPorts: [jobBoard.port] } });
const loopback = (extra: ScrapeJobUrlOptions = {}): ScrapeJobUrlOptions => ({
  ...extra,
  testing: { allowLoopback: true, allowPorts: [jobBoard.port], ...extra.testing },
});

describe("job URL extraction refuses what only the server can reach, and gives the tokens back", () => {
  it.each([
    ["loopback", () => `http://127.0.0.1:${jobBoard.port}/job`],
    ["loopback name", () => `http://localhost:${jobBoard.port}/job`],
    ["0.0.0.0", () => `http://0.0.0.0:${jobBoard.port}/job`],
    ["[::1]", () => `http://[::1]:${jobBoard.port}/job`],
    ["IPv4-mapped IPv6 loopback", () => `http://[::ffff:127.0.0.1]:${jobBoard.port}/job`],
    ["decimal IPv4 loopback", () => `http://2130706433:${jobBoard.port}/job`],
    ["octal IPv4 loopback", () => `http://0177.0.0.1:${jobBoard.port}/job`],
    ["link-local", () => `http://169.254.10.20:${jobBoard.port}/job`],
    ["cloud metadata", () => `http://169.254.169.254:${jobBoard.port}/latest/meta-data/`],
    ["private 10/8", () => `http://10.0.0.1:${jobBoard.port}/job`],
    ["private 172.16/12", () => `http://172.16.0.1:${jobBoard.port}/job`],
    ["private 192.168/16", () => `http://192.168.1.1:${jobBoard.port}/job`],
  ])("%s: refused before any connection, charge refunded", async (_name, address) => {
    const user = await userWithTokens();
    const reason = await refusedReason(scrapeJobUrl({ user }, { url: address() }, portOnly()));
    expect(["ForbiddenAddress", "DnsFailure"]).toContain(reason);
    expect(hits).toEqual([]);
    expect(await getTokenBalance({ userId: user.id })).toBe(500);
    expect(await ledger({ userId: user.id })).toEqual([
      ["CHARGE", "AI_URL_JOB_DETAILS", -30],
      ["REFUND", "AI_URL_JOB_DETAILS", 30],
    ]);
  });

  it("refuses a public name that resolves to a private address (the resolver is the test's)", async () => {
    const user = await userWithTokens();
    const resolve = async () => [{ address: "10.20.30.40", family: 4 }];
    const reason = await refusedReason(
      scrapeJobUrl(
        { user },
        { url: `http://jobs.example.com:${jobBoard.port}/job` },
        { testing: { allowPorts: [jobBoard.port], resolve } },
      ),
    );
    expect(reason).toBe("ForbiddenAddress");
    expect(hits).toEqual([]);
    expect(await getTokenBalance({ userId: user.id })).toBe(500);
  });

  it.each([
    ["/to-private", "a private address"],
    ["/to-metadata", "the metadata address"],
  ])("refuses a redirect (%s) to %s", async (path) => {
    const user = await userWithTokens();
    const reason = await refusedReason(scrapeJobUrl({ user }, { url: `${jobBoard.base}${path}` }, loopback()));
    expect(reason).toBe("ForbiddenAddress");
    // Only the first hop, which the test allowed, reached a server.
    expect(hits).toEqual([path]);
    expect(await getTokenBalance({ userId: user.id })).toBe(500);
  });

  it.each([
    "file:///etc/passwd",
    "ftp://example.com/job",
    "gopher://example.com/",
    "javascript:alert(1)",
    "data:text/html,<h1>x</h1>",
    "not a url",
  ])("refuses %s without charging", async (url) => {
    const user = await userWithTokens();
    const reason = await refusedReason(scrapeJobUrl({ user }, { url }, portOnly()));
    expect(["ForbiddenProtocol", "InvalidUrl"]).toContain(reason);
    expect(hits).toEqual([]);
    expect(await ledger({ userId: user.id })).toEqual([]);
    expect(await getTokenBalance({ userId: user.id })).toBe(500);
  });

  it("gives up on a slow server, a body over the cap, a page that is not HTML and a page with nothing in it", async () => {
    const user = await userWithTokens();
    const cases: [string, ScrapeJobUrlOptions, string][] = [
      ["/silent", loopback({ timeoutMs: 300 }), "Timeout"],
      ["/huge", loopback({ maxBytes: 64 * 1024 }), "TooLarge"],
      ["/json", loopback(), "UnacceptableType"],
      ["/empty", loopback(), "NothingFound"],
    ];
    for (const [path, options, expected] of cases) {
      expect(await refusedReason(scrapeJobUrl({ user }, { url: `${jobBoard.base}${path}` }, options)), path).toBe(
        expected,
      );
    }
    expect(await getTokenBalance({ userId: user.id })).toBe(500);
    expect((await ledger({ userId: user.id })).filter(([kind]) => kind === "REFUND")).toHaveLength(4);
  });
});

describe("job URL extraction reads the posting", () => {
  it("takes the fields of a JSON-LD JobPosting and charges 30 tokens once", async () => {
    const user = await userWithTokens();
    const result = await scrapeJobUrl(
      { user },
      { url: `${jobBoard.base}/job`, idempotencyKey: "extract-once-1" },
      loopback(),
    );
    expect(result).toMatchObject({ success: true, source: "json-ld", offline: true, tokensCharged: 30, balance: 470 });
    expect(result.data).toMatchObject({
      title: "Senior Accountant",
      jobRole: "Senior Accountant",
      company: "Gulf Trading Co.",
      location: "Riyadh, SA",
      salary: "SAR 12000–15000 / month",
      employmentType: "full time",
      experience: "5+ years",
      responsibilities: ["Prepare monthly closing", "File VAT returns"],
      requirements: ["Bachelor in Accounting", "SOCPA preferred"],
      benefits: ["Housing allowance", "Medical insurance"],
      industry: "Trading",
      summary: "We are hiring a Senior Accountant to join our finance team.",
    });
    expect(result.data.skills).toEqual(expect.arrayContaining(["IFRS", "Excel", "SAP"]));
    // The same attempt retried is not charged again.
    const again = await scrapeJobUrl(
      { user },
      { url: `${jobBoard.base}/job`, idempotencyKey: "extract-once-1" },
      loopback(),
    );
    expect(again.tokensCharged).toBe(0);
    expect(await getTokenBalance({ userId: user.id })).toBe(470);
  });

  it("reads a page without JSON-LD by its headings and lists (Arabic)", async () => {
    const user = await userWithTokens();
    const result = await scrapeJobUrl({ user }, { url: `${jobBoard.base}/plain` }, loopback());
    expect(result.source).toBe("rules");
    expect(result.data).toMatchObject({
      title: "مطور واجهات أمامية",
      company: "شركة الأفق",
      responsibilities: ["بناء واجهات متجاوبة باستخدام React", "مراجعة شيفرة الزملاء"],
      requirements: ["خبرة 3 سنوات على الأقل في TypeScript", "إتقان HTML وCSS"],
      experience: "خبرة 3 سنوات على الأقل في TypeScript",
    });
    expect(result.data.skills).toEqual(expect.arrayContaining(["React", "TypeScript", "HTML"]));
    // A heading that is none of the known ones ends the section before it.
    expect(result.data.requirements).not.toContain("مكتب في الرياض");
  });
});

describe("POST /api/resume/scrape-job-url", () => {
  it("refuses a signed-out visitor without a guest session, and a loopback address for a user", async () => {
    const anonymous = await callRoute(scrapeRoute, {
      method: "POST",
      path: "/api/resume/scrape-job-url",
      body: { url: "https://example.com/job" },
      caller: { cookie: null },
    });
    expect(anonymous.status).toBe(401);

    const user = await userWithTokens();
    const refused = await callRoute(scrapeRoute, {
      method: "POST",
      path: "/api/resume/scrape-job-url",
      body: { url: "http://127.0.0.1/latest" },
      caller: await callerFor(user.id),
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      error: { code: "ImportFailed", details: { reason: "ForbiddenAddress", balance: 500 } },
    });
    expect(await getTokenBalance({ userId: user.id })).toBe(500);
  });

  it("charges a guest's own balance and refunds it on failure", async () => {
    const { token } = await createGuestSession({
      existingToken: null,
      clientAddress: `198.51.100.${Math.floor(Math.random() * 250)}-${uniqueSuffix()}`,
    });
    const session = (await findGuestSession(token))!;
    const before = await getTokenBalance({ guestSessionId: session.id });
    const response = await callRoute(scrapeRoute, {
      method: "POST",
      path: "/api/resume/scrape-job-url",
      body: { url: "http://[::ffff:169.254.169.254]/" },
      caller: { cookie: `${guestCookieName}=${token}` },
    });
    expect(response.status).toBe(422);
    expect(await getTokenBalance({ guestSessionId: session.id })).toBe(before);
    const rows = await (
      await db()
    ).tokenLedgerEntry.findMany({ where: { guestSessionId: session.id, kind: "REFUND" } });
    expect(rows).toHaveLength(1);
  });
});
