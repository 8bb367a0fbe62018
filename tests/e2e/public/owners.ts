import { randomBytes } from "node:crypto";
import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from "@playwright/test";
import type { ResumeDto } from "@/lib/resume/resume-dto";

/*
 * A resume owner on a paid plan. Public pages need one (sharing is a premium feature) and the API
 * offers no way to buy a plan without Stripe, so these journeys use the embedded database's demo
 * account on ENTERPRISE (lib/startup/seed-demo-data.ts: its password is public, limit 999). The e2e
 * server must seed the demo data for them.
 */
export const premiumOwner = { username: "demo-enterprise", password: "vitae-demo-2026" };

export async function premiumOwnerContext(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string): Promise<APIRequestContext> {
  const context = await playwright.request.newContext({ baseURL });
  const response = await context.post("/api/auth/login", { data: { identifier: premiumOwner.username, password: premiumOwner.password } });
  expect(response.status(), "the e2e server must seed the demo accounts (SEED_DEMO_DATA)").toBe(200);
  return context;
}

/** A new resume of the owner with sample-like content, made public unless asked otherwise. */
export async function createResume(
  owner: APIRequestContext,
  { isPublic = true, name = "Layla Haddad", discourageCopying = false, template }: { isPublic?: boolean; name?: string; discourageCopying?: boolean; template?: string } = {},
): Promise<ResumeDto> {
  const tag = randomBytes(4).toString("hex");
  const created = await owner.post("/api/resume", { data: { title: `Public ${tag}`, slug: `public-${tag}` } });
  expect(created.status(), await created.text()).toBe(201);
  const resume = (await created.json()) as ResumeDto;
  const data = structuredClone(resume.data);
  data.basics.name = name;
  data.basics.headline = "Staff Product Designer";
  data.sections.summary.content = "<p>Designs calm, accessible products for millions of people.</p>";
  data.metadata.sharing.discourageCopying = discourageCopying;
  if (template) data.metadata.template = template as typeof data.metadata.template;
  const updated = await owner.patch(`/api/resume/${resume.id}`, { data: { version: resume.version, data, ...(isPublic ? { visibility: "PUBLIC" } : {}) } });
  expect(updated.status(), await updated.text()).toBe(200);
  return (await updated.json()) as ResumeDto;
}

export async function statistics(owner: APIRequestContext, resumeId: string): Promise<{ views: number; downloads: number }> {
  const response = await owner.get(`/api/resume/${resumeId}/statistics`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { views: number; downloads: number };
}
