import { describe, expect, it } from "vitest";
import { createDefaultResumeData, type ResumeData } from "@/core/resume/schema";
import { adoptSavedImages } from "./adopt-saved-images";

function withImages(picture: string, signature: string): ResumeData {
  const data = createDefaultResumeData();
  data.basics.picture.url = picture;
  data.sections.signature.items = [{ id: "sig1", visible: true, content: "Layla", image: signature, date: "" }];
  return data;
}

describe("adoptSavedImages", () => {
  const remote = "https://photos.example/me.jpg";
  const copy = "/uploads/pictures/u1/abc.webp";

  it("takes the server's copy of a remote picture and signature", () => {
    const sent = withImages(remote, remote);
    const saved = withImages(copy, copy);
    const adopted = adoptSavedImages(sent, saved, sent);
    expect(adopted.basics.picture.url).toBe(copy);
    expect(adopted.sections.signature.items[0]!.image).toBe(copy);
  });

  it("takes a dropped picture as dropped", () => {
    expect(
      adoptSavedImages(withImages(remote, ""), withImages("", ""), withImages(remote, "")).basics.picture.url,
    ).toBe("");
  });

  it("keeps what the user changed while the save was out, and the same object when nothing changes", () => {
    const sent = withImages(remote, "");
    const current = withImages("https://photos.example/other.jpg", "");
    expect(adoptSavedImages(sent, withImages(copy, ""), current).basics.picture.url).toBe(
      "https://photos.example/other.jpg",
    );
    const unchanged = withImages(copy, "");
    expect(adoptSavedImages(unchanged, withImages(copy, ""), unchanged)).toBe(unchanged);
  });
});
