import "server-only";
import { db, type SubscriptionTier } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/is-unique-violation";
import { AppError } from "@/core/errors";
import { assertPermission } from "@/lib/plans/get-permissions";
import { createDefaultResumeData, type ResumeData } from "@/core/resume/schema";
import { applyArabicFontRule } from "@/core/templates/arabic-fonts";
import { importRemoteImages, type RemoteImageWarning } from "@/lib/uploads/import-remote-images";
import type { ImportRemotePictureOptions } from "@/lib/uploads/import-remote-picture";
import type { CreateResumeInput } from "./resume-inputs";
import { createResumeInputSchema } from "./resume-inputs";
import { toResumeDto, type ResumeDto } from "./resume-dto";
import { firstFreeSlug, toSlug } from "@/core/resume/slug";
import { validateResumeData } from "./validate-resume-data";

type Owner = { id: string; email: string; subscriptionTier: SubscriptionTier };

/**
 * Creates a private resume for `owner`. Refused at the plan's limit (ResumeLimitReached with reason
 * subscription_limit), or when an explicit slug is taken (ResumeSlugAlreadyExists); a slug derived
 * from the title gets a numeric suffix instead. Pictures given by an http(s) address are copied into
 * storage (importRemoteImages); one that cannot be is left out and reported in `warnings`.
 */
export async function createResume(
  owner: Owner,
  input: CreateResumeInput,
  { remoteImages }: { remoteImages?: ImportRemotePictureOptions } = {},
): Promise<ResumeDto & { warnings?: RemoteImageWarning[] }> {
  const { title, slug: requestedSlug, language, data: rawData } = createResumeInputSchema.parse(input);
  const prisma = await db();

  await assertPermission(
    { user: owner },
    { action: "createResume", currentCount: await prisma.resume.count({ where: { userId: owner.id } }) },
  );

  const validData = rawData === undefined ? undefined : validateResumeData(rawData);
  const isTaken = async (slug: string) => (await prisma.resume.count({ where: { userId: owner.id, slug } })) > 0;
  let slug: string;
  if (requestedSlug) {
    slug = toSlug(requestedSlug);
    if (await isTaken(slug)) throw new AppError("ResumeSlugAlreadyExists");
  } else {
    slug = await firstFreeSlug(toSlug(title), isTaken);
  }
  // Copied only once nothing else can refuse the creation.
  const imported = validData === undefined ? undefined : await importRemoteImages(owner.id, validData, remoteImages);
  const data = withScriptFont(imported?.data ?? blankResumeData(owner.email, language), language);

  try {
    const resume = await prisma.resume.create({
      data: {
        title,
        slug,
        language,
        template: data.metadata.template,
        data,
        visibility: "PRIVATE",
        userId: owner.id,
        statistics: { create: {} },
      },
    });
    const created = toResumeDto(resume);
    return imported?.warnings.length ? { ...created, warnings: imported.warnings } : created;
  } catch (error) {
    // Two creations racing for one slug: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError("ResumeSlugAlreadyExists");
    throw error;
  }
}

/** Spec §4: an Arabic resume gets an Arabic-capable font before it is created. */
function withScriptFont(data: ResumeData, language: string): ResumeData {
  const locale = data.metadata.locale || language;
  const font = applyArabicFontRule(data.metadata.typography.font, locale);
  return font === data.metadata.typography.font
    ? data
    : { ...data, metadata: { ...data.metadata, typography: { ...data.metadata.typography, font } } };
}

function blankResumeData(email: string, language: string) {
  const data = createDefaultResumeData();
  data.basics.email = email;
  data.metadata.locale = language;
  return data;
}
