import "server-only";
import { hashToken } from "@/lib/auth/secret-tokens";
import { db, type SubscriptionTier } from "@/lib/db";
import { Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/core/errors";
import { assertPermission } from "@/lib/plans/get-permissions";
import { toResumeDto, type ResumeDto } from "@/lib/resume/resume-dto";
import { firstFreeSlug } from "@/core/resume/slug";
import { validateResumeData } from "@/lib/resume/validate-resume-data";
import { getTokenBalance } from "@/lib/tokens/get-token-balance";
import { ledgerTransactionOptions } from "@/lib/tokens/with-locked-balance";
import { guestResumeSlug, readStoredGuestResume } from "./guest-resume";

type Owner = { id: string; subscriptionTier: SubscriptionTier };

/**
 * Spec §4 hand-over: the guest's resume becomes a private resume (slug my-resume, or my-resume-2 when
 * taken) of the signed-in user, and the guest session ends, in one transaction. The session row is
 * deleted first and only the request whose DELETE returned it goes on: a second or parallel attempt
 * finds nothing (ResumeNotFound) and creates no second copy. When the plan's
 * limit refuses the resume, the transaction rolls back and the guest keeps everything.
 */
export async function claimGuestResume(owner: Owner, guestToken: string): Promise<ResumeDto> {
  const prisma = await db();
  // Read before the transaction: the embedded database has one connection, which the transaction holds.
  const tokenBalance = owner.subscriptionTier === "FREE" ? await getTokenBalance(owner.id) : 0;
  return prisma.$transaction(async (transaction) => {
    const [ended] = await transaction.$queryRaw<{ resumeData: unknown }[]>(
      Prisma.sql`DELETE FROM "GuestSession" WHERE "tokenHash" = ${hashToken(guestToken)} AND "expiresAt" > ${new Date()} RETURNING "resumeData"`,
    );
    const stored = readStoredGuestResume(ended?.resumeData ?? null);
    if (!stored) throw new AppError("ResumeNotFound");

    const count = await transaction.resume.count({ where: { userId: owner.id } });
    await assertPermission({ user: owner, tokenBalance }, { action: "createResume", currentCount: count });
    const data = validateResumeData(stored.data);
    const slug = await firstFreeSlug(
      guestResumeSlug,
      async (candidate) => (await transaction.resume.count({ where: { userId: owner.id, slug: candidate } })) > 0,
    );
    const resume = await transaction.resume.create({
      data: {
        title: stored.title,
        slug,
        language: stored.language,
        template: data.metadata.template,
        data,
        visibility: "PRIVATE",
        userId: owner.id,
        statistics: { create: {} },
      },
    });
    return toResumeDto(resume);
  }, ledgerTransactionOptions);
}
