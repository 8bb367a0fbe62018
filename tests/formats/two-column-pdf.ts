import { rgb } from "pdf-lib";
import { startA4Pdf } from "./a4-pdf";

/*
 * A resume PDF shaped like one written in a word processor, made outside the product: two columns
 * (a grey sidebar with contact details, skills as bullets and languages; the main column with the
 * profile, experience and education), Times instead of Helvetica, headings in capitals over a rule,
 * the employer in bold with the period at the right margin ("Jan 2020 – Present", "2019–2021"), the
 * role in italics, bullets.
 */

export const twoColumnResume = {
  name: "Margaret Lindqvist",
  headline: "Financial Controller",
  email: "m.lindqvist@example.net",
  phone: "+44 20 7946 0958",
  location: "Leeds, United Kingdom",
  summary:
    "Chartered accountant with twelve years in manufacturing and retail finance, leading month-end close, audits and forecasting.",
  experience: [
    {
      company: "Northbridge Components Ltd",
      position: "Financial Controller",
      date: "Jan 2020 – Present",
      bullets: ["Cut the month-end close from nine to five working days", "Led the move to a cloud ledger"],
    },
    {
      company: "Harrow & Vale Retail",
      position: "Senior Management Accountant",
      date: "2015–2019",
      bullets: ["Built the store profitability model used by 60 branches"],
    },
    {
      company: "Aldgate Audit Partners",
      position: "Audit Associate",
      date: "Sep 2012 – Aug 2015",
      bullets: ["Audited clients in retail and logistics"],
    },
  ],
  education: [
    { institution: "University of Leeds", studyType: "B.A.", area: "Economics", date: "2008–2011" },
    { institution: "ICAEW", studyType: "ACA", area: "Chartered Accountancy", date: "2012–2015" },
  ],
  skills: ["Financial reporting", "Forecasting", "IFRS", "Power BI", "Excel"],
  languages: ["English (native)", "Swedish (fluent)"],
};

export type TwoColumnResume = typeof twoColumnResume;

export async function makeTwoColumnResumePdf(r: TwoColumnResume = twoColumnResume): Promise<Uint8Array> {
  const { document, page, regular, bold, italic } = await startA4Pdf("times");
  const ink = rgb(0.12, 0.12, 0.15);
  const text = (value: string, x: number, y: number, size: number, font = regular) =>
    page.drawText(value, { x, y, size, font, color: ink });

  // The sidebar's grey band, full height, and the name across the top of the main column.
  page.drawRectangle({ x: 0, y: 0, width: 190, height: 842, color: rgb(0.93, 0.93, 0.94) });
  const side = 28;
  const main = 214;
  const right = 555;
  text(r.name, main, 790, 24, bold);
  text(r.headline, main, 768, 13, italic);

  const heading = (value: string, x: number, y: number, width: number) => {
    text(value.toUpperCase(), x, y, 11, bold);
    page.drawLine({ start: { x, y: y - 4 }, end: { x: x + width, y: y - 4 }, thickness: 0.6, color: ink });
    return y - 20;
  };

  // Sidebar.
  let y = heading("Contact", side, 790, 140);
  for (const line of [r.email, r.phone, r.location]) {
    text(line, side, y, 9.5);
    y -= 14;
  }
  y = heading("Skills", side, y - 16, 140);
  for (const skill of r.skills) {
    text("•", side, y, 9.5);
    text(skill, side + 10, y, 9.5);
    y -= 14;
  }
  y = heading("Languages", side, y - 16, 140);
  for (const language of r.languages) {
    text(language, side, y, 9.5);
    y -= 14;
  }

  // Main column.
  y = heading("Profile", main, 730, right - main);
  const words = r.summary.split(" ");
  let line = "";
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (regular.widthOfTextAtSize(next, 10.5) > right - main) {
      text(line, main, y, 10.5);
      y -= 14;
      line = word;
    } else line = next;
  }
  text(line, main, y, 10.5);
  y = heading("Work experience", main, y - 28, right - main);
  const dated = (title: string, date: string) => {
    text(title, main, y, 11, bold);
    text(date, right - regular.widthOfTextAtSize(date, 10), y, 10);
    y -= 14;
  };
  for (const job of r.experience) {
    dated(job.company, job.date);
    text(job.position, main, y, 11, italic);
    y -= 15;
    for (const bullet of job.bullets) {
      text("•", main + 4, y, 10.5);
      text(bullet, main + 14, y, 10.5);
      y -= 14;
    }
    y -= 8;
  }
  y = heading("Education", main, y - 12, right - main);
  for (const school of r.education) {
    dated(school.institution, school.date);
    text(`${school.studyType} in ${school.area}`, main, y, 11, italic);
    y -= 22;
  }
  return document.save();
}
