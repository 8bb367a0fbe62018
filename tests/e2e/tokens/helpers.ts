import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext, type Locator, type Page, type PlaywrightWorkerArgs } from "@playwright/test";
import type { TokenSummary } from "@/lib/tokens/get-token-summary";
import { pdfText } from "@/tests/support/pdf-text";

// Shared by the token specs: the seeded demo account of each user type (lib/startup/seed-demo-data.ts;
// the e2e server seeds them), resumes made through the API, and PDF exports read back.

export const demoPassword = "vitae-demo-2026";
/** lib/pdf/watermark.ts watermarkText (not imported: that module pulls in the template components). */
export const watermarkText = "Made with Vitae";

export type Resume = {
  id: string;
  version: number;
  data: { metadata: { template: string } } & Record<string, unknown>;
};

export async function demoContext(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string,
  username: string,
): Promise<APIRequestContext> {
  const context = await playwright.request.newContext({ baseURL });
  const response = await context.post("/api/auth/login", { data: { identifier: username, password: demoPassword } });
  expect(response.status(), "the e2e server must seed the demo accounts (SEED_DEMO_DATA)").toBe(200);
  return context;
}

export async function summary(request: APIRequestContext): Promise<TokenSummary> {
  const response = await request.get("/api/user/ai-tokens");
  expect(response.status()).toBe(200);
  return (await response.json()) as TokenSummary;
}

/** The token dialog that answers an action the balance cannot pay for, showing the `required` tokens. */
export async function expectTokenShortage(page: Page, required: number): Promise<Locator> {
  const shortage = page.getByTestId("token-shortage-dialog");
  await expect(shortage).toBeVisible();
  await expect(shortage.getByTestId("token-shortage-required")).toHaveText(String(required));
  return shortage;
}

export async function createResume(request: APIRequestContext, template?: string): Promise<Resume> {
  const created = await request.post("/api/resume", { data: { title: `Tokens ${randomUUID().slice(0, 8)}` } });
  expect(created.status(), await created.text()).toBe(201);
  const resume = (await created.json()) as Resume;
  return template ? setTemplate(request, resume, template) : resume;
}

export async function setTemplate(request: APIRequestContext, resume: Resume, template: string): Promise<Resume> {
  const data = structuredClone(resume.data);
  data.metadata.template = template;
  const updated = await request.patch(`/api/resume/${resume.id}`, { data: { version: resume.version, data } });
  expect(updated.status(), await updated.text()).toBe(200);
  return (await updated.json()) as Resume;
}

export async function exportPdf(request: APIRequestContext, resumeId: string, exportId: string = randomUUID()) {
  const response = await request.post(`/api/resume/${resumeId}/export/pdf`, { data: { exportId }, timeout: 120_000 });
  const charged = Number(response.headers()["x-vitae-tokens-charged"] ?? "NaN");
  const isPdf = response.status() === 200 && response.headers()["content-type"] === "application/pdf";
  return { response, charged, text: isPdf ? await pdfText(new Uint8Array(await response.body())) : null };
}

export async function track(request: APIRequestContext, operation: string, idempotencyKey: string = randomUUID()) {
  return request.patch("/api/user/ai-tokens/track", { data: { operation, idempotencyKey } });
}
