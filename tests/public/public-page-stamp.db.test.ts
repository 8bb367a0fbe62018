import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { publicPageStamp } from "@/lib/resume/public-page-stamp";
import { updateResume } from "@/lib/resume/update-resume";
import { makeResume } from "@/tests/factories/exporters";
import { createUserWithTokens } from "@/tests/factories/users";

// What the page cache keys a public page's copy on (scripts/lib/page-cache.mjs): it must change with every
// change a visitor would see, and be null whenever the page shows no resume.
describe("publicPageStamp", () => {
  it("changes with a save, the owner's name and plan, and is null once private, renamed or on an app path", async () => {
    const owner = await createUserWithTokens("PROFESSIONAL");
    const created = await makeResume(owner, "azurill");
    const where = { username: owner.username, slug: created.slug };
    expect(await publicPageStamp(where)).toBeNull();

    const shared = await updateResume({
      owner,
      resumeId: created.id,
      input: { version: created.version, visibility: "PUBLIC" },
    });
    const first = await publicPageStamp(where);
    expect(first).toContain(created.id);
    // Usernames are matched as the page matches them.
    expect(await publicPageStamp({ ...where, username: owner.username.toUpperCase() })).toBe(first);
    expect(await publicPageStamp(where)).toBe(first);

    const saved = await updateResume({ owner, resumeId: created.id, input: { version: shared.version, title: "Next" } });
    const second = await publicPageStamp(where);
    expect(second).not.toBe(first);

    const prisma = await db();
    await prisma.user.update({ where: { id: owner.id }, data: { name: "Another Name" } });
    const third = await publicPageStamp(where);
    expect(third).not.toBe(second);
    await prisma.user.update({ where: { id: owner.id }, data: { subscriptionTier: "FREE" } });
    const lapsed = await publicPageStamp(where);
    expect(lapsed).toContain("upgrade_required");
    await prisma.user.update({ where: { id: owner.id }, data: { subscriptionTier: "PROFESSIONAL" } });

    expect(await publicPageStamp({ ...where, slug: "another-slug" })).toBeNull();
    expect(await publicPageStamp({ username: "dashboard", slug: "resumes" })).toBeNull();
    await updateResume({ owner, resumeId: created.id, input: { version: saved.version, visibility: "PRIVATE" } });
    expect(await publicPageStamp(where)).toBeNull();
  });
});
