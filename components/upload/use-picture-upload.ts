"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "@/client/http/api-client";
import { checkPictureFile } from "@/client/uploads/check-picture-file";
import { pictureLimits } from "@/core/uploads/picture-limits";
import { isUploadRefusalReason, type UploadRefusalReason } from "@/core/uploads/upload-errors";
import { uploadPictureRequest } from "./upload-picture-request";

export type UploadFailure = { reason: UploadRefusalReason } | { error: unknown };

export type PictureUploadState =
  | { status: "idle" }
  | { status: "working"; progress: number; previewUrl?: string }
  | { status: "done"; progress: 100; url: string }
  | { status: "failed"; failure: UploadFailure };

/** Why the server refused, when it said: a catalogue code of its own or the reason in the details. */
function refusalOf(error: unknown): UploadRefusalReason | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (isUploadRefusalReason(error.code)) return error.code;
  const reason = error.body?.details?.reason;
  return isUploadRefusalReason(reason) ? reason : undefined;
}

/**
 * The staged picture upload of spec §4: 10 checking the file, 30 with a local preview, up to 70
 * while a file over 1 MB is compressed in the browser (at most 800 px on the long side), 80 while
 * uploading, 100 with the stored address. The browser refuses what it can tell is wrong (size,
 * real type, pixel size) at once; the server checks everything again.
 */
export function usePictureUpload(onUploaded: (url: string) => void) {
  const [state, setState] = useState<PictureUploadState>({ status: "idle" });
  const previewRef = useRef<string | undefined>(undefined);
  const abortRef = useRef<AbortController | undefined>(undefined);

  const releasePreview = useCallback(() => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = undefined;
  }, []);

  useEffect(
    () => () => {
      abortRef.current?.abort();
      releasePreview();
    },
    [releasePreview],
  );

  const upload = useCallback(
    async (file: File) => {
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;
      releasePreview();
      setState({ status: "working", progress: 10 });
      try {
        const check = await checkPictureFile(file);
        if (!check.ok) return setState({ status: "failed", failure: { reason: check.reason } });

        previewRef.current = URL.createObjectURL(file);
        setState({ status: "working", progress: 30, previewUrl: previewRef.current });

        let body: Blob = file;
        if (file.size > pictureLimits.compressAboveBytes) {
          const previewUrl = previewRef.current;
          // The declared type may be wrong or empty: compress as what the bytes say the file is.
          const typed = new File([file], file.name, { type: check.header.type });
          // Loaded when a picture needs compressing (about 20 KiB compressed): not part of the pages' first load.
          const { default: imageCompression } = await import("browser-image-compression");
          body = await imageCompression(typed, {
            maxSizeMB: pictureLimits.compressAboveBytes / (1024 * 1024),
            maxWidthOrHeight: pictureLimits.compressedLongSide,
            // Its worker would load the library from a CDN: compress on the page instead.
            useWebWorker: false,
            fileType: check.header.type === "image/gif" ? "image/png" : check.header.type,
            signal: controller.signal,
            onProgress: (percent) =>
              setState({ status: "working", progress: Math.min(70, 30 + Math.round(percent * 0.4)), previewUrl }),
          });
          if (body.size > pictureLimits.maxBytes)
            return setState({ status: "failed", failure: { reason: "FileTooLarge" } });
        }
        setState({ status: "working", progress: 80, previewUrl: previewRef.current });

        const { url } = await uploadPictureRequest(body, file.name, controller.signal);
        if (controller.signal.aborted) return;
        releasePreview();
        setState({ status: "done", progress: 100, url });
        onUploaded(url);
      } catch (error) {
        if (controller.signal.aborted) return;
        releasePreview();
        const reason = refusalOf(error);
        setState({ status: "failed", failure: reason ? { reason } : { error } });
      }
    },
    [onUploaded, releasePreview],
  );

  const reset = useCallback(() => {
    abortRef.current?.abort();
    releasePreview();
    setState({ status: "idle" });
  }, [releasePreview]);

  return { state, upload, reset };
}
