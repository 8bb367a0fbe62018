import { afterAll, describe, expect, it } from "vitest";
import { renderPrintDocument as renderDocument } from "@/components/templates/render-resume-html";
import { getSampleResume } from "@/core/resume/samples";
import type { ResumeData } from "@/core/resume/schema";
import { pdfFontNames, pdfText } from "@/tests/support/pdf-text";
import { BrowserPool } from "@/lib/pdf/browser-pool";
import { printOrigin } from "@/lib/pdf/print-assets";
import { renderResumePdf } from "@/lib/pdf/render-resume-pdf";

// CJK resumes print with the app's own Noto Sans SC/TC/JP/KR (core/templates/fonts), embedded in the
// PDF, whatever fonts the machine has; and the text reads back.
const pool = new BrowserPool({ concurrency: 2, timeoutMs: 60_000 });
afterAll(() => pool.close());

const cases = [
  {
    locale: "zh-CN",
    font: "NotoSansSC",
    name: "王小明",
    headline: "高级软件工程师",
    summary: "工作经历",
    company: "北京数据科技有限公司",
  },
  {
    locale: "zh-TW",
    font: "NotoSansTC",
    name: "陳美玲",
    headline: "資深軟體工程師",
    summary: "工作經歷",
    company: "臺灣積體電路製造",
  },
  {
    locale: "ja-JP",
    font: "NotoSansJP",
    name: "山田花子",
    headline: "シニアソフトウェアエンジニア",
    summary: "職務経歴",
    company: "株式会社サンプル",
  },
  {
    locale: "ko-KR",
    font: "NotoSansKR",
    name: "김민준",
    headline: "선임 소프트웨어 엔지니어",
    summary: "경력 사항",
    company: "한빛소프트 주식회사",
  },
] as const;

function cjkResume({ locale, name, headline, summary, company }: (typeof cases)[number]): ResumeData {
  const data = getSampleResume("en-US", { metadata: { template: "onyx", locale } });
  data.basics.name = name;
  data.basics.headline = headline;
  data.sections.experience.name = summary;
  data.sections.experience.items = [{ ...data.sections.experience.items[0]!, company, position: headline }];
  return data;
}

describe("CJK resumes", () => {
  for (const entry of cases) {
    it(`${entry.locale} prints with the bundled ${entry.font}, and its text reads back`, async () => {
      const requests: string[] = [];
      const pdf = await renderResumePdf(cjkResume(entry), {
        renderDocument,
        pool,
        onRequest: ({ url }) => requests.push(url),
      });
      if (process.env.CJK_OUT)
        (await import("node:fs")).writeFileSync(`${process.env.CJK_OUT}/${entry.locale}.pdf`, pdf);
      const fonts = await pdfFontNames(pdf);
      expect(
        fonts.some((font) => font.startsWith(entry.font)),
        fonts.join(", "),
      ).toBe(true);
      expect(
        fonts.some((font) => font.startsWith("NotoSansCJK")),
        "a system CJK font was used",
      ).toBe(false);
      const text = (await pdfText(pdf)).replace(/\s+/g, " ");
      for (const part of [entry.name, entry.headline, entry.summary, entry.company]) expect(text).toContain(part);
      expect(text).not.toMatch(/[\ufffd\u25a1]/);
      // Only the slices the characters need were loaded, from the app's own font files.
      const cjkFiles = requests.filter((url) => url.startsWith(`${printOrigin}/fonts/@fontsource/noto-sans-`));
      expect(cjkFiles.length).toBeGreaterThan(0);
      expect(cjkFiles.length).toBeLessThan(40);
    }, 60_000);
  }
});
