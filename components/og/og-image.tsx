import "server-only";
import type { ReactElement } from "react";
import { ImageResponse } from "next/og";
import { ogFonts } from "@/lib/og/og-fonts";
import { ogSize } from "./og-card";

/**
 * A share card as a PNG response. The image is drawn before answering, so that a font satori cannot
 * read turns into the fallback card (`fallback`, in Latin letters) instead of a broken download.
 */
export async function ogImageResponse({
  card,
  text,
  locale,
  fallback,
  cacheControl = "public, max-age=3600",
}: {
  card: ReactElement;
  /** Every string on the card: the fonts are picked by its characters. */
  text: string;
  locale: string;
  fallback?: () => ReactElement;
  cacheControl?: string;
}): Promise<Response> {
  const headers = { "content-type": "image/png", "cache-control": cacheControl };
  try {
    const fonts = await ogFonts(text, locale);
    const png = await new ImageResponse(card, { ...ogSize, fonts }).arrayBuffer();
    return new Response(png, { headers });
  } catch (error) {
    if (!fallback) throw error;
    console.error("Share image fell back to the Latin card", error);
    const png = await new ImageResponse(fallback(), { ...ogSize, fonts: await ogFonts("", "en-US") }).arrayBuffer();
    return new Response(png, { headers });
  }
}
