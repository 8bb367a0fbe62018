import type { SignatureItem as SignatureData } from "@/core/resume/schema";
import { safeImageSource } from "@/core/uploads/image-source";

import { Bidi } from "./text";

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
