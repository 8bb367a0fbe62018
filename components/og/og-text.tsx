import type { CSSProperties } from "react";
import { visualArabicWord } from "./arabic-shaping";

// Hebrew, Arabic (with Persian and Urdu letters), Syriac, Thaana, NKo and the presentation forms.
const rightToLeft = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/** Whether a text is written right to left: it holds letters of a right-to-left script. */
export function isRightToLeft(text: string): boolean {
  return rightToLeft.test(text);
}

/**
 * A line of text on a share card. Satori lays words out left to right, so right-to-left text is set word
 * by word in a row that runs from the right edge, each word's letters joined and in visual order
 * (arabic-shaping.ts); a Latin word keeps its trailing colon or comma on the side the sentence continues.
 */
export function OgText({ text, style }: { text: string; style: CSSProperties }) {
  if (!isRightToLeft(text)) return <div style={{ display: "flex", ...style }}>{text}</div>;
  const words = text.split(/\s+/).filter(Boolean);
  return (
    <div
      style={{
        display: "flex",
        flexDirection: "row-reverse",
        flexWrap: "wrap",
        columnGap: "0.25em",
        ...style,
      }}
    >
      {words.map((word, index) => (
        <div key={index} style={{ display: "flex" }}>
          {isRightToLeft(word) ? visualArabicWord(word) : word.replace(/^(.*?)([:,.;!?]+)$/, "$2$1")}
        </div>
      ))}
    </div>
  );
}
