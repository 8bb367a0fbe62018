import { describe, expect, it } from "vitest";
import { verifyPassword } from "@/lib/auth/password";
import { parseResumeDataStrict } from "@/core/resume/schema";
import { db } from "@/lib/db";
import { demoAccounts, demoPassword, seedDemoData } from "./seed-demo-data";

describe("demo data", () => {
  it("creates one account per user type with valid sample resumes, once", async () => {
    const prisma = await db();
    const lines: string[] = [];
    await seedDemoData(prisma, { log: (line) => lines.push(line) });
    await seedDemoData(prisma, { log: (line) => lines.push(line) });

    const users = await prisma.user.findMany({
      include: { secrets: true, resumes: true, ledger: true },
      orderBy: { username: "asc" },
    });
    expect(users.map((user) => user.username).sort()).toEqual(demoAccounts.map((account) => account.username).sort());
    expect(new Set(users.map((user) => user.subscriptionTier))).toEqual(
      new Set(["FREE", "BASIC", "PROFESSIONAL", "ENTERPRISE"]),
    );
    for (const user of users) {
      expect(await verifyPassword(user.secrets!.password!, demoPassword)).toBe(true);
      expect(user.resumes.length).toBeGreaterThan(0);
      for (const resume of user.resumes) expect(parseResumeDataStrict(resume.data).success).toBe(true);
    }
    const tokens = users.find((user) => user.username === "demo-tokens")!;
    expect(tokens.ledger.reduce((sum, entry) => sum + entry.delta, 0)).toBeGreaterThan(250);
    expect(lines.filter((line) => line.includes(demoPassword))).toHaveLength(1);
  });
});
