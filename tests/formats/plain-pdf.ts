import { rgb } from "pdf-lib";
import { startA4Pdf } from "./a4-pdf";

/*
 * A resume PDF made outside the product: a plain single-column document drawn with pdf-lib in
 * Helvetica, the classic layout (name large, contact line, capitalised headings, the employer in
 * bold with the period at the right margin, the role in italics, bullets).
 */

export const plainResume = {
  name: "Daniel Okafor",
  headline: "Data Analyst",
  email: "daniel.okafor@example.org",
  phone: "+1 415 555 0199",
  location: "Oakland, CA",
  experience: [
    {
      company: "Bayview Analytics",
      position: "Senior Data Analyst",
      date: "Jan 2020 – Present",
      bullets: ["Built the weekly revenue dashboard used by 40 managers", "Automated the churn report in Python"],
    },
    {
      company: "Golden Gate Retail",
      position: "Data Analyst",
      date: "Jun 2016 – Dec 2019",
      bullets: ["Cleaned and joined sales data from 120 stores"],
    },
  ],
  education: [
    {
      institution: "San Francisco State University",
      studyType: "Bachelor of Science",
      area: "Statistics",
      date: "2012 – 2016",
    },
  ],
  skills: ["SQL", "Python", "Tableau", "Excel"],
};

export type PlainResume = typeof plainResume;

export async function makePlainResumePdf(r: PlainResume = plainResume): Promise<Uint8Array> {
  const { document, page, regular, bold, italic } = await startA4Pdf("helvetica");
  const margin = 56;
  let y = 780;
  const text = (value: string, x: number, size: number, font = regular) =>
    page.drawText(value, { x, y, size, font, color: rgb(0.1, 0.1, 0.1) });
  const right = (value: string, size: number, font = regular) =>
    text(value, 595 - margin - font.widthOfTextAtSize(value, size), size, font);
  const heading = (value: string) => {
    y -= 26;
    text(value.toUpperCase(), margin, 12, bold);
    y -= 18;
  };
  text(r.name, margin, 24, bold);
  y -= 22;
  text(r.headline, margin, 13);
  y -= 18;
  text(`${r.email}  |  ${r.phone}  |  ${r.location}`, margin, 10);
  heading("Experience");
  for (const job of r.experience) {
    text(job.company, margin, 11, bold);
    right(job.date, 10);
    y -= 14;
    text(job.position, margin, 11, italic);
    y -= 15;
    for (const bullet of job.bullets) {
      text("•", margin + 6, 10);
      text(bullet, margin + 18, 10);
      y -= 14;
    }
    y -= 6;
  }
  heading("Education");
  for (const school of r.education) {
    text(school.institution, margin, 11, bold);
    right(school.date, 10);
    y -= 14;
    text(`${school.studyType} · ${school.area}`, margin, 11, italic);
    y -= 15;
  }
  heading("Skills");
  text(r.skills.join(", "), margin, 10);
  return document.save();
}
