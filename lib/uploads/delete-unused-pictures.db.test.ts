import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { consumeAttempt, throttleRules } from "@/lib/throttle/throttle";
import { db } from "@/lib/db";
import { AppError } from "@/core/errors";
import { createResume } from "@/lib/resume/create-resume";
import { getSampleResume } from "@/core/resume/samples";
import { getStorage, uploadUrl } from "@/lib/storage";
import { createTestUser } from "@/tests/factories/users";
import {
  deleteAllPictures,
  deleteUnusedPictures,
  picturesFolder,
  unusedPictureGraceMs,
} from "./delete-unused-pictures";

const png = Buffer.from("89504e470d0a1a0a", "hex");

describe("deleteUnusedPictures", () => {
  it("deletes a day-old picture nothing uses, and keeps the profile's, the resumes' and new ones", async () => {
    const { user } = await createTestUser();
    const storage = getStorage();
    const key = (name: string) => `${picturesFolder(user.id)}${name}-${randomUUID()}.png`;
    const [profile, inResume, replaced, other] = [key("profile"), key("resume"), key("replaced"), key("other")];
    for (const file of [profile, inResume, replaced]) await storage.put(file, png, "image/png");

    const prisma = await db();
    await prisma.user.update({ where: { id: user.id }, data: { picture: uploadUrl(profile) } });
    const data = getSampleResume("en-US");
    data.basics.picture.url = `http://localhost:3000${uploadUrl(inResume)}`;
    await createResume(user, { title: "With picture", data });

    // Within the day nothing goes: the replaced picture may still be on its way into a resume.
    expect(await deleteUnusedPictures(user.id)).toEqual([]);
    await storage.put(other, png, "image/png");

    const tomorrow = Date.now() + unusedPictureGraceMs + 60_000;
    expect((await deleteUnusedPictures(user.id, { now: tomorrow })).sort()).toEqual([other, replaced].sort());
    expect((await storage.list(picturesFolder(user.id))).map((file) => file.key).sort()).toEqual(
      [inResume, profile].sort(),
    );

    await deleteAllPictures(user.id);
    expect(await storage.list(picturesFolder(user.id))).toEqual([]);
  });
});

describe("picture upload limit", () => {
  it("allows the hourly number of uploads per account, then answers TooManyRequests", async () => {
    const { user } = await createTestUser();
    const rule = throttleRules.pictureUploads;
    for (let upload = 0; upload < rule.freeAttempts; upload += 1) await consumeAttempt(rule, user.id);
    const error = await consumeAttempt(rule, user.id).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("TooManyRequests");
    // Another account is not affected.
    const { user: other } = await createTestUser();
    await expect(consumeAttempt(rule, other.id)).resolves.toBeUndefined();
  });
});
