import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { validateResumeData } from "@/lib/resume/validate-resume-data";
import { fixtureBytes, fixtureJson, linkedInZip } from "@/tests/fixtures/formats/fixtures";
import { convertImport, summariseImport, type ImportType } from "./convert-import";

async function importFile(type: ImportType, bytes: Uint8Array) {
  return validateResumeData(await convertImport(type, { bytes }));
}

describe("JSON Resume import", () => {
  it("reads every section of a complete file, with dates, highlights and links", async () => {
    const data = await importFile("json-resume", fixtureBytes("json-resume-complete.json"));
    expect(data.basics).toMatchObject({
      name: "Richard Hendricks",
      headline: "Programmer",
      email: "richard.hendricks@example.com",
      location: "2712 Broadway St, San Francisco, California, CA 94115, US",
      url: { href: "https://richardhendricks.example.com" },
    });
    expect(data.basics.picture.url).toBe("https://example.com/photo.jpg");
    expect(data.sections.summary.content).toBe(
      "<p>Richard hails from Tulsa. He has earned degrees from the University of Oklahoma and Stanford.</p>",
    );
    expect(data.sections.profiles.items[0]).toMatchObject({
      network: "Twitter",
      username: "neutralthoughts",
      icon: "twitter",
    });
    expect(data.sections.experience.items.map((item) => [item.company, item.position, item.date])).toEqual([
      ["Pied Piper", "CEO/President", "2013-12-01 - 2014-12-01"],
      ["Hooli", "Engineer", "2011-06 - Present"],
    ]);
    expect(data.sections.experience.items[0]!.summary).toMatch(
      /^<p>Pied Piper is .*<\/p><ul><li><p>Build an algorithm .*<\/li><li><p>Successfully won Techcrunch Disrupt<\/p><\/li><\/ul>$/,
    );
    expect(data.sections.education.items[0]).toMatchObject({
      institution: "University of Oklahoma",
      studyType: "Bachelor",
      score: "4.0",
      date: "2011 - 2013",
    });
    expect(data.sections.skills.items.map((item) => [item.name, item.description, item.level])).toEqual([
      ["Web Development", "Master", 5],
      ["Compression", "Intermediate", 3],
    ]);
    expect(data.sections.languages.items[0]).toMatchObject({
      name: "English",
      description: "Native speaker",
      level: 5,
    });
    expect(summariseImport(data).sections).toEqual({
      summary: 1,
      profiles: 1,
      experience: 2,
      education: 1,
      skills: 2,
      languages: 1,
      awards: 1,
      certifications: 1,
      interests: 1,
      projects: 1,
      publications: 1,
      volunteer: 1,
      references: 1,
    });
    expect(Object.keys(data.sections.custom)).toEqual([]);
  });

  it("reads the older field names (company, website, gpa, picture, language name)", async () => {
    const data = await importFile("json-resume", fixtureBytes("json-resume-old-fields.json"));
    expect(data.basics).toMatchObject({ url: { href: "https://thomasdavis.example.com" }, location: "Melbourne, AU" });
    expect(data.basics.picture.url).toBe("https://example.com/thomas.png");
    expect(data.sections.experience.items[0]).toMatchObject({
      company: "Listium",
      url: { href: "https://listium.example.com" },
      date: "2014-09 - 2015",
    });
    expect(data.sections.volunteer.items[0]).toMatchObject({
      url: { href: "https://jsonresume.org" },
      date: "2014 - Present",
    });
    expect(data.sections.education.items[0]).toMatchObject({ score: "3.8" });
    expect(data.sections.publications.items[0]).toMatchObject({
      date: "2012-03",
      url: { href: "https://backbonetutorials.example.com" },
    });
    expect(data.sections.languages.items[0]).toMatchObject({ name: "English", level: 5 });
    // A profile without a username takes it from its address.
    expect(data.sections.profiles.items[0]).toMatchObject({ network: "GitHub", username: "thomasdavis" });
  });

  it("keeps unknown fields visibly, in an Other details section on the resume", async () => {
    const data = await importFile("json-resume", fixtureBytes("json-resume-extra-fields.json"));
    const [other, ...more] = Object.values(data.sections.custom);
    expect(more).toEqual([]);
    expect(other!.name).toBe("Other details");
    expect(other!.items.map((item) => [item.name, item.description])).toEqual([
      ["basics.pronouns", "she/her"],
      ["work[0].team", "Babbage lab"],
      ["skills[0].yearsOfExperience", "20"],
      ["hobbies", '["Poetry","Horses"]'],
    ]);
    expect(data.metadata.layout.flat(2)).toContain(`custom.${other!.id}`);
  });

  it("reads an Arabic resume with its text unchanged", async () => {
    const data = await importFile("json-resume", fixtureBytes("json-resume-arabic.json"));
    expect(data.basics.name).toBe("ليلى الحربي");
    expect(data.sections.summary.content).toBe(
      "<p>مهندسة برمجيات بخبرة ثماني سنوات في بناء أنظمة الدفع.</p><p>أقود فرقًا صغيرة وأحب التعليم.</p>",
    );
    expect(data.sections.experience.items.map((item) => [item.company, item.date])).toEqual([
      ["شركة المدفوعات الرقمية", "2020-02 - Present"],
      ["مؤسسة التقنية الحديثة", "2016-09 - 2020-01"],
    ]);
    expect(data.sections.experience.items[0]!.summary).toContain("<li><p>خفض زمن التسوية بنسبة 40٪</p></li>");
    expect(data.sections.languages.items.map((item) => item.name)).toEqual(["العربية", "الإنجليزية"]);
  });

  it("refuses a date that is not a year, year-month or full date, naming where it is", async () => {
    const json = {
      basics: { name: "A" },
      work: [
        { name: "B", startDate: "2020" },
        { name: "C", startDate: "March 2020" },
      ],
    };
    await expect(convertImport("json-resume", { json })).rejects.toMatchObject({
      code: "ImportFailed",
      details: { reason: "invalidDate", place: "work[1].startDate" },
    });
  });

  it("names the field of an invalid email or address, as an edit would", async () => {
    const data = await convertImport("json-resume", {
      json: { basics: { name: "A", email: "not-an-email" }, work: [{ name: "B", url: "javascript:alert(1)" }] },
    });
    expect(() => validateResumeData(data)).toThrow(
      expect.objectContaining({
        code: "ValidationFailed",
        fields: expect.objectContaining({
          "data.basics.email": expect.any(Array),
          "data.sections.experience.items.0.url.href": expect.any(Array),
        }),
      }),
    );
  });

  it("completes a bare web address and reads a location written as one line", async () => {
    const json = {
      basics: { name: "A", url: "www.example.com/me", location: "Cairo, Egypt" },
      work: [{ name: "B", url: "example.org" }],
    };
    const data = validateResumeData(await convertImport("json-resume", { json }));
    expect(data.basics).toMatchObject({ url: { href: "https://www.example.com/me" }, location: "Cairo, Egypt" });
    expect(data.sections.experience.items[0]!.url.href).toBe("https://example.org");
  });

  it("escapes markup in plain text instead of running it", async () => {
    const data = validateResumeData(
      await convertImport("json-resume", {
        json: { basics: { name: "A", summary: '<img src=x onerror="alert(1)"> & <b>bold</b>' } },
      }),
    );
    expect(data.sections.summary.content).toBe(
      '<p>&lt;img src=x onerror="alert(1)"&gt; &amp; &lt;b&gt;bold&lt;/b&gt;</p>',
    );
  });
});

describe("Reactive Resume import", () => {
  it("reads a v3 export, halving levelNum rounded down", async () => {
    const data = await importFile("reactive-resume-v3", fixtureBytes("reactive-resume-v3.json"));
    expect(data.basics).toMatchObject({
      name: "Jordan Reyes",
      headline: "Product Designer",
      location: "Austin, Texas, USA",
      dateOfBirth: "1990-04-12",
    });
    expect(data.sections.experience.items.map((item) => [item.company, item.date])).toEqual([
      ["Acme Studio", "2019-03-01 - Present"],
      ["Blue Agency", "2015-06-01 - 2019-02-01"],
    ]);
    expect(data.sections.skills.items.map((item) => [item.name, item.level])).toEqual([
      ["Figma", 5],
      ["Prototyping", 3],
      ["Illustration", 0],
    ]);
    expect(data.sections.languages.items[0]).toMatchObject({ name: "Spanish", level: 4 });
    expect(data.sections.education.items[0]).toMatchObject({ studyType: "BFA", area: "Design" });
    const [talks] = Object.values(data.sections.custom);
    expect(talks).toMatchObject({
      name: "Talks",
      items: [{ name: "Designing for Everyone", description: "Config 2022", keywords: ["accessibility"] }],
    });
  });

  it("takes a v4 export as the product's own JSON, as is", async () => {
    const data = await importFile("own", fixtureBytes("reactive-resume-v4.json"));
    const original = fixtureJson("reactive-resume-v4.json") as {
      basics: { name: string };
      sections: { experience: { items: { company: string }[] } };
    };
    expect(data.basics.name).toBe(original.basics.name);
    expect(data.sections.experience.items.map((item) => item.company)).toEqual(
      original.sections.experience.items.map((item) => item.company),
    );
    expect(data.metadata.template).toBe("pikachu");
  });
});

describe("LinkedIn data export", () => {
  it("reads the CSV files of a LinkedIn zip by spec §5's rules", async () => {
    const data = await importFile("linkedin", await linkedInZip());
    expect(data.basics).toMatchObject({
      name: "Priya Natarajan",
      headline: "Data Engineer at Streamline",
      email: "priya.natarajan@example.com",
      location: "Bengaluru, Karnataka, India",
    });
    expect(data.sections.summary.content).toBe("<p>I build data platforms that teams trust.</p>");
    expect(
      data.sections.experience.items.map((item) => [item.company, item.position, item.location, item.date]),
    ).toEqual([
      ["Streamline", "Data Engineer", "Bengaluru, India", "Apr 2021 - Present"],
      ["Insight Labs", "Analyst", "Chennai, India", "Jul 2017 - Mar 2021"],
    ]);
    expect(data.sections.experience.items[1]!.summary).toBe('<p>Reporting, dashboards and "ad hoc" analysis.</p>');
    // Education text shorter than 2 characters reads Unknown.
    expect(
      data.sections.education.items.map((item) => [item.institution, item.studyType, item.area, item.date]),
    ).toEqual([
      ["Anna University", "B.E.", "Computer Science", "2013 - 2017"],
      ["IIT Madras", "Unknown", "Unknown", "2018 - 2019"],
    ]);
    expect(data.sections.certifications.items[0]).toMatchObject({
      name: "Google Cloud Professional Data Engineer",
      issuer: "Google Cloud",
      url: { href: "https://cloud.example.com/cert/123" },
    });
    expect(data.sections.languages.items.map((item) => [item.name, item.level])).toEqual([
      ["English", 4],
      ["Tamil", 5],
    ]);
    expect(data.sections.projects.items[0]).toMatchObject({ name: "Open Metrics", date: "Feb 2020 - Dec 2020" });
    expect(data.sections.skills.items.map((item) => item.name)).toEqual(["Apache Kafka", "Python", "SQL"]);
  });

  it("finds the files inside a folder too", async () => {
    const zip = new JSZip();
    zip.file("Basic_LinkedInDataExport/Skills.csv", "Name\r\nRust\r\n");
    const data = await importFile("linkedin", await zip.generateAsync({ type: "uint8array" }));
    expect(data.sections.skills.items.map((item) => item.name)).toEqual(["Rust"]);
  });

  it("says no files were found when none of the expected CSVs is in the zip", async () => {
    const bytes = await linkedInZip(["Connections.csv"]);
    await expect(convertImport("linkedin", { bytes })).rejects.toMatchObject({
      code: "ImportFailed",
      details: { reason: "noFilesInZip" },
    });
  });
});
