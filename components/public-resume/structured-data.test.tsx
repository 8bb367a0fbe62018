import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { JsonLd } from "@/components/site/json-ld";
import { getSampleResume } from "@/core/resume/samples";
import { publicResumeStructuredData } from "./public-resume-metadata";

const owner = { name: "Owner", username: "layla", userId: "u1" };

function publicResume(overrides: Parameters<typeof getSampleResume>[1] = {}) {
  return {
    status: "available" as const,
    id: "r1",
    title: "My resume",
    slug: "my-resume",
    language: "en-US",
    template: "onyx",
    data: getSampleResume("en-US", overrides),
    stamp: `1-${new Date(0).toISOString()}`,
    updatedAt: new Date(0).toISOString(),
    owner,
  };
}

describe("structured data of a public resume", () => {
  it("describes the owner as a Person with what the page shows, and never the email or phone", () => {
    const resume = publicResume();
    const person = publicResumeStructuredData(resume, "https://cv.example");
    expect(person).toMatchObject({
      "@type": "Person",
      name: resume.data.basics.name,
      url: "https://cv.example/layla/my-resume",
    });
    const text = JSON.stringify(person);
    if (resume.data.basics.email) expect(text).not.toContain(resume.data.basics.email);
    if (resume.data.basics.phone) expect(text).not.toContain(resume.data.basics.phone);
  });

  it("cannot be closed from inside: a name with </script> stays data", () => {
    const hostile = "</script><script>alert(1)</script>";
    const person = publicResumeStructuredData(publicResume({ basics: { name: hostile } }), "https://cv.example");
    const html = renderToStaticMarkup(<JsonLd data={person} />);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = html.replace(/^<script[^>]*>/, "").replace(/<\/script>$/, "");
    expect(JSON.parse(json)).toMatchObject({ "@context": "https://schema.org", name: hostile });
  });
});
