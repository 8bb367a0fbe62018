import { createId } from "./id";
import type { ResumeData } from "./resume-data";

/**
 * Older documents kept the signature text in metadata.signature. It now lives in the signature
 * section's first item; the legacy field is removed once moved. A first item that already has its
 * own text wins, since it was written after the legacy field stopped being used.
 * Pure: returns new data when something changed, the same object otherwise.
 */
export function migrateLegacySignature(data: ResumeData): ResumeData {
  const { signature: legacy, ...metadata } = data.metadata;
  if (legacy === undefined) return data;

  const section = data.sections.signature;
  const [first, ...rest] = section.items;
  const text = legacy.trim();
  let items = section.items;
  if (text !== "" && !first) {
    items = [{ id: createId(), visible: true, content: text, image: "", date: "" }];
  } else if (text !== "" && first && first.content.trim() === "") {
    items = [{ ...first, content: text }, ...rest];
  }

  return {
    ...data,
    sections: { ...data.sections, signature: { ...section, items } },
    metadata,
  };
}
