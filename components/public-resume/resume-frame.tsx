type Props = {
  /** Where the resume is, as a complete static document (GET /resume/{id}/document): no script. */
  src: string;
  title: string;
  /** The page width in CSS pixels, for the first paint before the frame's document is measured. */
  pageWidth: number;
  pageHeight: number;
};

/**
 * The resume in a same-origin frame with scripts disabled (sandbox without allow-scripts): exactly
 * the HTML the PDF is printed from, isolated from the page's styles. Its own address rather than
 * srcdoc: the page's HTML does not carry the document twice (markup and data), and a phone that
 * shows the responsive view never loads it. client/public-resume/public-page.ts sizes the frame to its
 * document and scales it down to fit narrow screens.
 */
export function ResumeFrame({ src, title, pageWidth, pageHeight }: Props) {
  return (
    <div className="w-full" data-public-frame="" data-page-width={pageWidth} data-page-height={pageHeight}>
      {/* The page's script (client/public-resume/public-page.ts) scales these to the screen, maybe before hydration. */}
      <div
        className="relative mx-auto overflow-hidden"
        style={{ width: pageWidth, height: pageHeight }}
        suppressHydrationWarning
      >
        <iframe
          title={title}
          src={src}
          sandbox="allow-same-origin"
          loading="lazy"
          data-testid="public-resume-frame"
          className="absolute top-0 left-0 origin-top-left border-0 bg-transparent"
          style={{ width: pageWidth, height: pageHeight }}
          suppressHydrationWarning
        />
      </div>
    </div>
  );
}
