import { expect, test } from "@playwright/test";
import { signUp } from "../fixtures/auth";

test("deleting the account needs the password, then the account and its resumes are gone", async ({
  page,
  context,
}) => {
  const account = await signUp(context);
  const created = await page.request.post("/api/resume", { data: { title: "Doomed resume" } });
  expect(created.status()).toBe(201);
  const resume = (await created.json()) as { id: string };

  await page.goto("/dashboard/settings");
  await page.getByTestId("settings-delete").getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByTestId("delete-account-dialog");
  await dialog.getByRole("button", { name: "Delete forever" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Enter your password.");
  await dialog.getByLabel("Enter your password to confirm").fill("wrong-password-here");
  await dialog.getByRole("button", { name: "Delete forever" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("This password is not correct.");
  expect((await page.request.get("/api/user/me")).status()).toBe(200);

  await dialog.getByLabel("Enter your password to confirm").fill(account.password);
  await dialog.getByRole("button", { name: "Delete forever" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  expect((await page.request.get("/api/user/me")).status()).toBe(401);

  const login = await page.request.post("/api/auth/login", {
    data: { identifier: account.email, password: account.password },
  });
  expect(login.status()).toBe(401);

  // The email and username are free again, and the old resume is not found by anyone.
  const again = await signUp(page.request, { email: account.email, username: account.username });
  expect(again.user.id).not.toBe(account.user.id);
  expect((await page.request.get(`/api/resume/${resume.id}`)).status()).toBe(404);
  expect(await (await page.request.get("/api/resume")).json()).toEqual([]);
});
