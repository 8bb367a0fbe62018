import { produce } from "immer";
import type { ResumeData } from "@/core/resume/schema";

/**
 * The server rewrites image addresses when it saves (a picture from another site becomes a copy
 * under /uploads/, or is dropped when it cannot be fetched): the builder takes those rewrites into
 * the resume it shows. Only where the user has not changed that image since the save was sent, so
 * an edit made while the request was out is never overwritten. Answers `current` itself when
 * nothing changes.
 */
export function adoptSavedImages(sent: ResumeData, saved: ResumeData, current: ResumeData): ResumeData {
  return produce(current, (draft) => {
    if (
      saved.basics.picture.url !== sent.basics.picture.url &&
      current.basics.picture.url === sent.basics.picture.url
    ) {
      draft.basics.picture.url = saved.basics.picture.url;
    }
    const savedById = new Map(saved.sections.signature.items.map((item) => [item.id, item.image]));
    const sentById = new Map(sent.sections.signature.items.map((item) => [item.id, item.image]));
    for (const item of draft.sections.signature.items) {
      const before = sentById.get(item.id);
      const after = savedById.get(item.id);
      if (before !== undefined && after !== undefined && after !== before && item.image === before) item.image = after;
    }
  });
}
