// Which image addresses a resume may show. Shared by the templates (what is rendered) and the save
// path (what is copied into storage first): a resume never makes its reader's browser ask another
// site for anything, so a visitor is neither tracked nor named in a Referer by a picture.

const sameOrigin = "https://resume.vitae.invalid";
const dataImage = /^data:image\/(?:png|jpe?g|gif|webp|svg\+xml)[;,]/i;

/**
 * The address to put in an <img src>, or undefined: a path on this site (/uploads/...), a data:
 * image or a blob: URL. Absolute http(s) addresses are refused, and so are the forms a browser
 * would read as another site's (//host, /\host, /<tab>/host): the path is resolved by the URL
 * parser browsers use and must stay on the same origin.
 */
export function safeImageSource(source: string): string | undefined {
  const value = source.trim();
  if (dataImage.test(value)) return value;
  if (/^blob:/i.test(value)) return isSameOriginBlob(value) ? value : undefined;
  if (!value.startsWith("/")) return undefined;
  let url: URL;
  try {
    url = new URL(value, sameOrigin);
  } catch {
    return undefined;
  }
  return url.origin === sameOrigin ? `${url.pathname}${url.search}${url.hash}` : undefined;
}

/** A blob: URL made by this page (blob:<this origin>/uuid), never a blob: naming another origin's server. */
function isSameOriginBlob(value: string): boolean {
  try {
    const inner = new URL(value.slice("blob:".length));
    return typeof location !== "undefined" && inner.origin === location.origin;
  } catch {
    return false;
  }
}

/** An address the server copies into storage when the resume is saved: absolute http(s). */
export function isRemoteImageAddress(source: string): boolean {
  return /^https?:\/\//i.test(source.trim());
}
