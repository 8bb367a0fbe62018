import type { ResumeData } from "@/core/resume/schema";

/*
 * A cover letter in its resume's design: the resume with the letter as its only section. The
 * template then draws the page as it draws the resume (format, margins, fonts, colours, background,
 * the header with name, headline, contact and picture wherever the template puts it) and the letter
 * where the sections would be. The builder's preview and the PDF print this same data.
 */

/** The letter's own rules, under the template's: no section heading, and a letter's paragraph spacing. */
const letterCss = [
  ".vr-section--summary .vr-heading { display: none; }",
  // A letter is body text wherever the template sets its summary apart (a tint block, centred italics).
  ".vr-main .vr-section--summary { background: none; margin: 0.6em 0 0; padding: 0; text-align: start; }",
  ".vr-section--summary .vr-rich { text-align: start; font-style: normal; max-width: none; margin-inline: 0; }",
  // Templates that set headings in a column of their own (bronzor) keep that column empty: the letter takes the width.
  ".vr-section--summary, .vr-section--summary .vr-section-lead { display: block; }",
  ".vr-summary p, .vr-summary ul, .vr-summary ol { margin-block: 0 0.95em; }",
  ".vr-summary p:last-child { margin-block-end: 0; }",
].join("\n");

export function letterResumeData(data: ResumeData, letterHtml: string): ResumeData {
  const hide = <T extends { visible: boolean }>(section: T): T => ({ ...section, visible: false });
  const { sections } = data;
  const customCss = data.metadata.css.visible ? data.metadata.css.value : "";
  return {
    ...data,
    sections: {
      ...sections,
      summary: { ...sections.summary, visible: true, columns: 1, content: letterHtml },
      profiles: hide(sections.profiles),
      experience: hide(sections.experience),
      education: hide(sections.education),
      skills: hide(sections.skills),
      languages: hide(sections.languages),
      awards: hide(sections.awards),
      certifications: hide(sections.certifications),
      interests: hide(sections.interests),
      hobbies: hide(sections.hobbies),
      projects: hide(sections.projects),
      publications: hide(sections.publications),
      volunteer: hide(sections.volunteer),
      references: hide(sections.references),
      // The letter ends with its own sign-off and name; the resume's signature block (heading, place, date) is not the letter's.
      signature: hide(sections.signature),
      custom: Object.fromEntries(Object.entries(sections.custom).map(([id, section]) => [id, hide(section)])),
    },
    metadata: {
      ...data.metadata,
      // One page flow: the letter in the main column; the template still draws its header and bands.
      layout: [[["summary"], []]],
      css: { visible: true, value: [letterCss, customCss].filter(Boolean).join("\n") },
      // A letter is not numbered like a resume's pages.
      page: { ...data.metadata.page, options: { ...data.metadata.page.options, pageNumbers: false } },
    },
  };
}
