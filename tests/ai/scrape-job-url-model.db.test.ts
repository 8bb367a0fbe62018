import { describe, expect, it } from "vitest";
import { scrapeJobUrl } from "@/lib/ai/job-details";
import { getTokenBalance } from "@/lib/tokens/get-token-balance";
import { createUserWithTokens } from "@/tests/factories/users";
import { loopbackServerForTests } from "@/tests/support/loopback-server";
import { withOpenAiStandIn } from "@/tests/support/openai-server";

// Job URL extraction with a model: the page comes from a loopback server, the model's answer from the
// local OpenAI-compatible server. What the model claims that the page does not say is dropped; a model
// that fails leaves the rules' reading, and the 30 tokens come back.

const ai = withOpenAiStandIn({ AI_TIMEOUT_MS: 1_500 });

const page = (reference: string) => `<!doctype html><html lang="en"><head><title>Careers</title>
<meta property="og:title" content="Frontend Developer"><meta property="og:site_name" content="Horizon Apps"></head>
<body><main><article><h1>Frontend Developer</h1>
<p>Horizon Apps is hiring a frontend developer in Dubai to build the customer portal used by thousands of clients every day.</p>
<h2>Responsibilities</h2><ul><li>Build responsive interfaces with React</li><li>Review colleagues' code</li></ul>
<h2>Requirements</h2><ul><li>3 years of TypeScript</li><li>Fluent HTML and CSS</li></ul>
<p>Reference ${reference}.</p>
</article></main></body></html>`;

const jobBoard = loopbackServerForTests((request, response) => {
  response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  response.end(page(request.url ?? ""));
});
let pages = 0;

async function extract() {
  const user = await createUserWithTokens("FREE", 200);
  const result = await scrapeJobUrl(
    { user: { id: user.id, subscriptionTier: "FREE" } },
    // A page of its own per test: the model's answers are cached by prompt.
    { url: `${jobBoard.base}/jobs/${++pages}` },
    { testing: { allowLoopback: true, allowPorts: [jobBoard.port] } },
  );
  return { result, balance: await getTokenBalance({ userId: user.id }) };
}

describe("job URL extraction with a model", () => {
  it("asks the fast model with the page's text and keeps only what the page states", async () => {
    ai.script({
      json: {
        title: "Frontend Developer",
        company: "Horizon Apps",
        location: "Dubai",
        salary: "15,000 AED a month",
        responsibilities: ["Build responsive interfaces with React", "Lead the mobile team"],
        requirements: ["3 years of TypeScript", "Fluent HTML and CSS"],
        skills: ["React", "TypeScript", "GraphQL"],
        benefits: ["Private health insurance for the family"],
      },
    });
    const { result, balance } = await extract();
    expect(result).toMatchObject({ source: "model", offline: false, tokensCharged: 30 });
    expect(balance).toBe(170);
    expect(result.data).toMatchObject({
      title: "Frontend Developer",
      company: "Horizon Apps",
      location: "Dubai",
      responsibilities: ["Build responsive interfaces with React"],
      requirements: ["3 years of TypeScript", "Fluent HTML and CSS"],
      skills: ["React", "TypeScript"],
    });
    expect(result.data.salary).toBeUndefined();
    expect(result.data.benefits).toBeUndefined();

    const request = ai.requests[0]!;
    expect(request.model).toBe("fast-test-model");
    expect(request.max_tokens).toBe(1500);
    expect(request.temperature).toBe(0.1);
    const messages = JSON.stringify(request.messages);
    expect(messages).toContain("Copy only what the posting states");
    expect(messages).toContain("Review colleagues");
  });

  it("gives the rules' reading and the tokens back when the model answers malformed twice", async () => {
    ai.script({ malformed: "not json {" }, { malformed: "{ still not" });
    const { result, balance } = await extract();
    expect(result).toMatchObject({ source: "rules", offline: true, modelFailed: true, tokensCharged: 0 });
    expect(result.data.requirements).toEqual(["3 years of TypeScript", "Fluent HTML and CSS"]);
    expect(balance).toBe(200);
    expect(ai.requests).toHaveLength(2);
  });

  it("gives the rules' reading and the tokens back when the model is too slow", async () => {
    ai.script({ json: { title: "Frontend Developer" }, delayMs: 4_000 });
    const { result, balance } = await extract();
    expect(result).toMatchObject({ source: "rules", offline: true, modelFailed: true, tokensCharged: 0 });
    expect(balance).toBe(200);
  });

  it("keeps the rules' reading, charged, when the model finds nothing the page states", async () => {
    ai.script({ json: { title: "Chief Astronaut", skills: ["Rocketry"] } });
    const { result, balance } = await extract();
    expect(result).toMatchObject({ source: "rules", offline: true, tokensCharged: 30 });
    expect(result.data.title).toBe("Frontend Developer");
    expect(balance).toBe(170);
  });
});
