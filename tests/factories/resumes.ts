import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { getSampleResume } from "@/core/resume/samples";

/** A new owner with `count` sample resumes in `template`, each downloaded `downloads` times: for counting tests. */
export async function seedOwnerWithResumes({
  count,
  template = "onyx",
  downloads = 0,
}: {
  count: number;
  template?: string;
  downloads?: number;
}) {
  const prisma = await db();
  const tag = randomUUID().slice(0, 8);
  const data = getSampleResume("en-US");
  await prisma.user.create({
    data: {
      name: `Owner ${tag}`,
      username: `owner-${tag}`,
      email: `owner-${tag}@example.com`,
      resumes: {
        create: Array.from({ length: count }, (_, index) => ({
          title: `R ${index}`,
          slug: `r-${index}`,
          template,
          data,
          statistics: { create: { downloads } },
        })),
      },
    },
  });
}
