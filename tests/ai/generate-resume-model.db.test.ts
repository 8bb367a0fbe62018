import { describe, expect, it } from "vitest";
import type { GenerationEvent } from "@/core/ai/generator/form";
import { prepareGeneration, runGeneration } from "@/lib/ai/generate-resume";
import { createSession } from "@/lib/auth/create-session";
import { findSessionUser } from "@/lib/auth/find-session-user";
import { db } from "@/lib/db";
import { getTokenBalance } from "@/lib/tokens/get-token-balance";
import { setTestTokenBalance } from "@/tests/factories/tokens";
import { createTestUser, uniqueWord } from "@/tests/factories/users";
import { withOpenAiStandIn } from "@/tests/support/openai-server";

// The generator with a model: a real OpenAI-compatible server on loopback answers the compose step.

const server = withOpenAiStandIn();

async function generate(jobRole: string) {
  const { user } = await createTestUser();
  await setTestTokenBalance({ userId: user.id }, { allowance: 500 });
  const current = (await findSessionUser((await createSession(user.id)).token))!;
  // A role no other test sends, so no answer comes from the shared cache.
  const prepared = await prepareGeneration({ user: current }, { jobRole, language: "EN", experience: "5-7" });
  const events: GenerationEvent[] = [];
  await runGeneration(prepared, (event) => events.push(event));
  return { user, events, last: events.at(-1)! };
}

describe("generation with a model", () => {
  it("asks the smart model with a never-invent prompt, keeps the placeholders, and flags new figures", async () => {
    server.script({
      json: {
        summary: "Accountant with 5 to 7 years of experience who cut closing time by 40%.",
        bullets: ["Prepared monthly closing entries", "Reconciled supplier accounts", "Filed VAT returns"],
        skills: ["IFRS", "Excel"],
      },
    });
    const role = `Accountant ${uniqueWord()}`;
    const { user, last } = await generate(role);
    expect(last).toMatchObject({ type: "done", offline: false, tokensCharged: 100, flagged: ["40"] });
    const request = server.requests[0]!;
    expect(request.model).toBe("smart-test-model");
    expect(JSON.stringify(request.messages)).toContain("Never invent facts");
    expect(JSON.stringify(request.messages)).toContain(role);

    if (last.type !== "done") throw new Error("no result");
    const resume = await (await db()).resume.findUniqueOrThrow({ where: { id: last.resumeId } });
    const data = resume.data as {
      sections: {
        summary: { content: string };
        experience: { items: { company: string; summary: string }[] };
        skills: { items: { name: string; keywords: string[] }[] };
      };
    };
    expect(resume.title).toBe(role);
    expect(data.sections.summary.content).toContain("cut closing time");
    expect(data.sections.experience.items[0]).toMatchObject({ company: "[Company]" });
    expect(data.sections.experience.items[0]!.summary).toContain("<li>Prepared monthly closing entries</li>");
    expect(data.sections.skills.items[0]).toMatchObject({
      name: "Suggested skills: keep only the ones you have",
      keywords: ["IFRS", "Excel"],
    });
    expect(await getTokenBalance({ userId: user.id })).toBe(400);
  });

  it("refunds the charge when the model answers malformed twice", async () => {
    server.script({ malformed: "not json {" }, { malformed: "still not json" });
    const { user, last } = await generate(`Nurse ${uniqueWord()}`);
    expect(last).toMatchObject({ type: "error", error: { code: "AiMalformedAnswer", details: { step: "compose" } } });
    expect(await getTokenBalance({ userId: user.id })).toBe(500);
  });
});
