import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { signUp } from "../fixtures/auth";
import { createResume, exportPdf, summary } from "./helpers";

// Security #21.8: one export id must not buy unlimited PDFs. The charge's key binds the id to the
// resume and its version; the old key (user + export id) let a paid id be replayed for any resume
// or any later edit for free, so on the old code the second and third exports below answered
// x-vitae-tokens-charged: 0.

test.describe.configure({ timeout: 240_000 });

test("replaying a charged export id for another resume or a later version is charged again; a true retry is not", async ({
  request,
}) => {
  await signUp(request);
  const first = await createResume(request, "leafish");
  const second = await createResume(request, "onyx");
  const exportId = randomUUID();

  const paid = await exportPdf(request, first.id, exportId);
  expect(paid.response.status()).toBe(200);
  expect(paid.charged).toBe(25);

  // The same export retried (same resume, same version, same id, within the window): not charged.
  const retry = await exportPdf(request, first.id, exportId);
  expect(retry.response.status()).toBe(200);
  expect(retry.charged).toBe(0);

  // The id replayed for another resume: a new export, charged.
  const otherResume = await exportPdf(request, second.id, exportId);
  expect(otherResume.response.status()).toBe(200);
  expect(otherResume.charged).toBe(25);

  // The id replayed after an edit of the first resume: a new export, charged.
  const edited = await request.patch(`/api/resume/${first.id}`, {
    data: { version: first.version, title: "Edited since" },
  });
  expect(edited.status()).toBe(200);
  const laterVersion = await exportPdf(request, first.id, exportId);
  expect(laterVersion.response.status()).toBe(200);
  expect(laterVersion.charged).toBe(25);

  expect(await summary(request)).toMatchObject({ remaining: 250 - 75, used: 75 });
  const history = await (await request.get("/api/user/ai-tokens/history")).json();
  expect(history.entries.filter((entry: { operation: string }) => entry.operation === "PDF_EXPORT")).toHaveLength(3);
});
