import { describe, expect, it } from "vitest";
import { uploadStage } from "./upload-stage";

describe("uploadStage", () => {
  it.each([
    [10, "reading"],
    [29, "reading"],
    [30, "compressing"],
    [69, "compressing"],
    [70, "uploading"],
    [80, "uploading"],
    [99, "uploading"],
    [100, "done"],
  ] as const)("%i%% shows the %s message", (progress, stage) => expect(uploadStage(progress)).toBe(stage));
});
