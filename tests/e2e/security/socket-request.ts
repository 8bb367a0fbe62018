import { request as httpRequest } from "node:http";
import { networkInterfaces } from "node:os";

// Requests whose socket comes from a chosen local address, which Playwright's `request` cannot do:
// any 127.x.y.z is this machine on Linux, so a test can be a client of its own that no other test shares.

export type SocketAnswer = { status: number; body: { status?: string; error?: { code: string } } };

export function appPort(): number {
  return Number(process.env.E2E_PORT ?? "3100");
}

/** A loopback address of this test's own (127.<random>.<random>.<random>). */
export function ownLoopbackAddress(): string {
  const byte = () => 1 + Math.floor(Math.random() * 250);
  return `127.${byte()}.${byte()}.${byte()}`;
}

/** This machine's first non-loopback IPv4 address, if it has one: a client that is not loopback. */
export function networkAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === "IPv4" && !entry.internal)?.address;
}

/** POSTs JSON to the e2e server at `host` from the socket address `localAddress`. */
export function postFrom(
  { host, localAddress }: { host: string; localAddress: string },
  path: string,
  data: unknown,
  headers: Record<string, string> = {},
): Promise<SocketAnswer> {
  const payload = JSON.stringify(data);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host,
        port: appPort(),
        localAddress,
        path,
        method: "POST",
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload), ...headers },
        agent: false,
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: text ? (JSON.parse(text) as SocketAnswer["body"]) : {} }),
        );
      },
    );
    outgoing.on("error", reject);
    outgoing.end(payload);
  });
}
