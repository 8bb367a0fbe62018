/** Which message a picture upload's progress shows (spec §4): below 30, 30 to 69, 70 to 99, and 100. */
export type UploadStage = "reading" | "compressing" | "uploading" | "done";

export function uploadStage(progress: number): UploadStage {
  if (progress >= 100) return "done";
  if (progress >= 70) return "uploading";
  if (progress >= 30) return "compressing";
  return "reading";
}
