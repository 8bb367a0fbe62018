import { beforeAll, describe, expect, it } from "vitest";
import { headingKind, headingMatch } from "@/lib/formats/pdf/headings";
import { findDate, isDate } from "@/lib/formats/pdf/patterns";
import { loadProductWords } from "@/lib/formats/pdf/vocabulary";

/*
 * The PDF import's heading and date rules (lib/formats/pdf) on text in the product's languages,
 * without printing: what the accuracy tests measure through Chromium, line by line.
 */

beforeAll(() => loadProductWords());

describe("dates of every product language", () => {
  it.each([
    "Mar 2021 – Present",
    "janv. 2020 – aujourd'hui",
    "janv. 2020 – aujourd’hui",
    "Ene 2020 - Actualidad",
    "marzo de 2023 - actualidad",
    "seit 2016",
    "depuis 2020",
    "04/2019 – heute",
    "fev. 2021 – atual",
    "stycznia 2020 – obecnie",
    "март 2023 г. — настоящее время",
    "2020年4月～現在",
    "2023년 3월 - 현재",
    "अप्रैल 2021 – वर्तमान",
    "२०१९ – वर्तमान",
    "مارس ٢٠٢٣ - حتى الآن",
    "۲۰۲۰ – اکنون",
    "มี.ค. 2020 - ปัจจุบัน",
    "14.03.2021",
    "2019-03-14",
  ])("%s is a period", (text) => {
    expect(isDate(text)).toBe(true);
    expect(findDate(`Berlin · ${text}`)).toEqual({ date: text, rest: "Berlin" });
  });

  it.each([
    "Python 3",
    "Hello world",
    "Marketing et management",
    "Team of 12",
    "Version 2.1",
    "Seit langem",
    "1,200 stores",
  ])("%s is not a date", (text) => {
    expect(isDate(text)).toBe(false);
  });
});

describe("headings of every product language", () => {
  it.each([
    ["Berufserfahrung", "experience"],
    ["Beruflicher Werdegang", "experience"],
    ["Experiencia profesional", "experience"],
    ["Expérience professionnelle", "experience"],
    ["Formación académica", "education"],
    ["Formação acadêmica", "education"],
    ["कार्य अनुभव", "experience"],
    ["Compétences techniques", "skills"],
    ["Work", "experience"],
    ["工作经历", "experience"],
    ["E X P E R I E N C E", "experience"],
  ] as const)("%s is a heading of %s", (text, kind) => {
    expect(headingKind(text)).toBe(kind);
  });

  it("a short line with a heading's word is a heading only when set like one (not a whole known heading)", () => {
    expect(headingMatch("Experiencia profesional")).toEqual({ kind: "experience", exact: true });
    expect(headingMatch("Experiencia en hospitales")).toEqual({ kind: "experience", exact: false });
  });

  it("a letter-spaced heading that lost its word breaks opens or closes with a heading's word", () => {
    expect(headingMatch("COMPÉTENCESCLÉS", true)).toEqual({ kind: "skills", exact: false });
    expect(headingMatch("PROFILPERSONNEL", true)).toEqual({ kind: "summary", exact: false });
    expect(headingMatch("COMPÉTENCESCLÉS")).toBeUndefined();
  });

  it.each([
    "Skills and languages",
    "Programming in Python for data teams and more",
    "Senior Software Engineer",
    "Lyon, France",
  ])("%s names no single section", (text) => {
    expect(headingKind(text)).toBeUndefined();
  });
});
