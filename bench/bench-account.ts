import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";

/** A fresh account on a running app (its cookie kept by the page) and one resume in it; the resume's id. */
export async function signUpWithResume(page: Page, base: string, resume: { title: string; data?: unknown }) {
  const suffix = randomBytes(5).toString("hex");
  const register = await page.request.post(`${base}/api/auth/register`, {
    data: {
      name: `Bench ${suffix}`,
      email: `bench-${suffix}@example.test`,
      username: `bench-${suffix}`,
      password: `bench-pass-${suffix}`,
    },
  });
  if (!register.ok()) throw new Error(`register: HTTP ${register.status()} ${await register.text()}`);
  const created = await page.request.post(`${base}/api/resume`, { data: resume });
  if (!created.ok()) throw new Error(`create resume: HTTP ${created.status()} ${await created.text()}`);
  return ((await created.json()) as { id: string }).id;
}
