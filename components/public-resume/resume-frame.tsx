"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { blockCopyingIn } from "./block-copying";

type Props = {
  /** Where the resume is, as a complete static document (GET /resume/{id}/document): no script. */
  src: string;
  title: string;
  /** The page width in CSS pixels, for the first paint before the frame reports its size. */
  pageWidth: number;
  pageHeight: number;
  discourageCopying: boolean;
};

/**
 * The resume in a same-origin frame with scripts disabled (sandbox without allow-scripts): exactly
 * the HTML the PDF is printed from, isolated from the page's styles. Its own address rather than
 * srcdoc: the page's HTML does not carry the document twice (markup and data), and a phone that
 * shows the responsive view never loads it. The frame is sized to its
 * content and scaled down to fit narrow screens.
 */
export function ResumeFrame({ src, title, pageWidth, pageHeight, discourageCopying }: Props) {
  const wrapper = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [size, setSize] = useState({ width: pageWidth, height: pageHeight });
  const [available, setAvailable] = useState<number | null>(null);

  const measure = useCallback(() => {
    const root = frame.current?.contentDocument?.documentElement;
    if (!root) return;
    setSize({ width: Math.max(pageWidth, root.scrollWidth), height: root.scrollHeight });
  }, [pageWidth]);

  useEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => entry && setAvailable(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const onLoad = () => {
    measure();
    const document = frame.current?.contentDocument;
    if (!document) return;
    // Web fonts arriving late change the height.
    void document.fonts?.ready.then(measure);
    if (discourageCopying) blockCopyingIn(document);
  };

  // The frame may have loaded before hydration attached onLoad.
  useEffect(() => {
    if (frame.current?.contentDocument?.readyState === "complete") onLoad();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after hydration
  }, []);

  const scale = available ? Math.min(1, available / size.width) : 1;
  return (
    <div ref={wrapper} className="w-full">
      <div
        className="relative mx-auto overflow-hidden"
        style={{ width: size.width * scale, height: size.height * scale }}
      >
        <iframe
          ref={frame}
          title={title}
          src={src}
          sandbox="allow-same-origin"
          loading="lazy"
          onLoad={onLoad}
          data-testid="public-resume-frame"
          className="absolute top-0 left-0 border-0 bg-transparent"
          style={{ width: size.width, height: size.height, transform: `scale(${scale})`, transformOrigin: "0 0" }}
        />
      </div>
    </div>
  );
}
