import { headers } from "next/headers";

/** An inline script with this response's CSP nonce (set by proxy.ts; the policy allows scripts that carry it). */
export async function InlineScriptTag({ code }: { code: string }) {
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: code }} />;
}
