import "server-only";
import { config } from "@/lib/config";
import { AppError } from "@/core/errors";
import { SafeFetchError } from "@/lib/net/safe-fetch";
import type { ResumeData } from "@/core/resume/schema";
import { isRemoteImageAddress, safeImageSource } from "@/core/uploads/image-source";
import { importRemotePicture, type ImportRemotePictureOptions } from "./import-remote-picture";

/** Told to the client with the saved resume: an image address that was not copied, and was removed. */
export type RemoteImageWarning = { code: "RemoteImageNotImported"; path: string; reason: string };

/**
 * Every image address in resume data, as [path, value]: the profile picture and the signature images.
 * Templates render nothing else from an address the user typed (backgrounds are named or local paths).
 */
function imageFields(data: ResumeData): [string, string][] {
  return [
    ["basics.picture.url", data.basics.picture.url],
    ...data.sections.signature.items.map((item, index): [string, string] => [
      `sections.signature.items.${index}.image`,
      item.image,
    ]),
  ];
}

function setImageField(data: ResumeData, path: string, value: string): void {
  if (path === "basics.picture.url") {
    data.basics.picture.url = value;
    return;
  }
  const index = Number(path.split(".")[3]);
  data.sections.signature.items[index]!.image = value;
}

/** Whether a save of this data would fetch anything (an http(s) image address). */
export function hasRemoteImages(data: ResumeData): boolean {
  return imageFields(data).some(([, value]) => isRemoteImageAddress(value));
}

/**
 * Replaces every http(s) image address in resume data by a copy in the user's storage (see
 * importRemotePicture), so that readers of the resume only ever load images from this site. Each
 * distinct address is fetched once per save; an address already copied is an /uploads/ path and is
 * not fetched again. An address that cannot be copied (refused by the SSRF rules, unreachable, not
 * a picture, over the limits) is removed from the data and reported as a warning: the rest of the
 * save goes through, and the builder tells the user to upload the file instead.
 */
export async function importRemoteImages(
  userId: string,
  data: ResumeData,
  options: ImportRemotePictureOptions = {},
): Promise<{ data: ResumeData; warnings: RemoteImageWarning[] }> {
  const remote = imageFields(data).filter(([, value]) => isRemoteImageAddress(value));
  if (remote.length === 0) return { data, warnings: [] };
  const copies = new Map<string, Promise<string>>();
  const next = structuredClone(data);
  const warnings: RemoteImageWarning[] = [];
  for (const [path, value] of remote) {
    const address = value.trim();
    const ownPath = pathOnThisSite(address);
    if (ownPath) {
      setImageField(next, path, ownPath);
      continue;
    }
    if (!copies.has(address)) copies.set(address, importRemotePicture(userId, address, options));
    try {
      setImageField(next, path, await copies.get(address)!);
    } catch (error) {
      const reason = refusalReason(error);
      if (reason === "SomethingWentWrong") console.error("[uploads] could not import a remote picture", error);
      setImageField(next, path, "");
      warnings.push({ code: "RemoteImageNotImported", path, reason });
    }
  }
  return { data: next, warnings };
}

/** A full address of this site's own (a copied upload link) is kept as its path: nothing to fetch. */
function pathOnThisSite(address: string): string | undefined {
  const url = URL.parse(address);
  if (!url || url.origin !== new URL(config.APP_URL).origin) return undefined;
  return safeImageSource(`${url.pathname}${url.search}`);
}

function refusalReason(error: unknown): string {
  if (error instanceof SafeFetchError) return error.reason;
  if (error instanceof AppError) return error.code;
  return "SomethingWentWrong";
}
