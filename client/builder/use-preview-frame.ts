"use client";

import { useCallback, useEffect, useRef } from "react";
import { useTheme } from "next-themes";
import type { ResumeData } from "@/core/resume/schema";
import { isFromPreviewMessage, type FromPreviewMessage, type ToPreviewMessage } from "./preview-protocol";

const resendEveryMs = 300;
const maxResends = 20;

function postTo(frame: HTMLIFrameElement | null, message: ToPreviewMessage) {
  frame?.contentWindow?.postMessage(message, window.location.origin);
}

/**
 * The page's side of the preview frame (/artboard/builder): the frame answers READY when it listens and
 * RENDERED after it painted; until the first RENDERED the resume and the theme are re-sent, so a slow
 * frame load cannot leave the preview empty. The theme follows the site's. `sendResume` posts the
 * current resume (callers send on every change); other messages from the frame go to `onMessage`.
 */
export function usePreviewFrame({
  getResume,
  onMessage,
}: {
  getResume: () => ResumeData | null;
  onMessage?: (message: FromPreviewMessage) => void;
}) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const revision = useRef(0);
  const acknowledged = useRef(false);
  const { resolvedTheme } = useTheme();
  const dark = resolvedTheme === "dark";
  const darkRef = useRef(dark);
  const latest = useRef({ getResume, onMessage });
  useEffect(() => {
    latest.current = { getResume, onMessage };
  }, [getResume, onMessage]);

  const post = useCallback((message: ToPreviewMessage) => postTo(frameRef.current, message), []);
  const sendResume = useCallback(() => {
    const data = latest.current.getResume();
    if (!data) return;
    revision.current += 1;
    postTo(frameRef.current, { type: "SET_RESUME", revision: revision.current, data });
  }, []);

  useEffect(() => {
    const sendAll = () => {
      post({ type: "SET_APPEARANCE", dark: darkRef.current });
      sendResume();
    };
    let resends = 0;
    const retry = setInterval(() => {
      if (acknowledged.current || resends >= maxResends) return clearInterval(retry);
      resends += 1;
      sendAll();
    }, resendEveryMs);
    const onFrameMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frameRef.current?.contentWindow) return;
      const message: unknown = event.data;
      if (!isFromPreviewMessage(message)) return;
      if (message.type === "READY") {
        // Also after the frame reloads by itself (development refresh).
        acknowledged.current = false;
        sendAll();
      } else if (message.type === "RENDERED") acknowledged.current = true;
      latest.current.onMessage?.(message);
    };
    window.addEventListener("message", onFrameMessage);
    return () => {
      clearInterval(retry);
      window.removeEventListener("message", onFrameMessage);
    };
  }, [post, sendResume]);

  useEffect(() => {
    darkRef.current = dark;
    post({ type: "SET_APPEARANCE", dark });
  }, [dark, post]);

  return { frameRef, post, sendResume };
}
