import type { SignatureItem as SignatureData } from "@/lib/resume/schema";

import { Bidi } from "./text";

/** An image address the resume may show: this site's own paths, data: images and http(s). */
export function safeImageSource(source: string): string | undefined {
  const value = source.trim();
  if (/^data:image\/(?:png|jpe?g|gif|webp|svg\+xml)[;,]/i.test(value)) return value;
  if (/^https?:\/\//i.test(value)) return value;
  return /^\/(?![/\\])/.test(value) ? value : undefined;
}

/** The signature: a drawn image when there is one, else the typed name in a script font; then the date. */
export function SignatureItem({ item }: { item: SignatureData }) {
  const image = safeImageSource(item.image);
  return (
    <div className="vr-item vr-signature">
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- static HTML for print, no Next image pipeline
        <img className="vr-signature-image" src={image} alt={item.content} />
      ) : (
        <div className="vr-signature-text">
          <Bidi>{item.content}</Bidi>
        </div>
      )}
      <div className="vr-signature-line" aria-hidden="true" />
      {item.date.trim() && (
        <div className="vr-signature-date">
          <Bidi>{item.date}</Bidi>
        </div>
      )}
    </div>
  );
}
