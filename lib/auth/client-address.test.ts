import { afterEach, describe, expect, it } from "vitest";
import { clientAddress, isLoopbackClient, resolveClientAddress } from "./client-address";

const header = "x-vitae-socket-test";

afterEach(() => {
  delete process.env.VITAE_SOCKET_ADDRESS_HEADER;
});

describe("resolveClientAddress", () => {
  const forwardedFor = "198.51.100.7, 203.0.113.1, 192.0.2.10";
  const socketAddress = "10.0.0.5";

  it("with no trusted proxy is the socket's address, whatever X-Forwarded-For says", () => {
    expect(resolveClientAddress({ socketAddress, forwardedFor, trustedProxyHops: 0 })).toBe("10.0.0.5");
    expect(
      resolveClientAddress({ socketAddress: "::ffff:127.0.0.1", forwardedFor: "1.2.3.4", trustedProxyHops: 0 }),
    ).toBe("127.0.0.1");
    expect(resolveClientAddress({ socketAddress: null, forwardedFor, trustedProxyHops: 0 })).toBe("unknown");
  });

  it("behind one proxy is the address that proxy appended", () => {
    expect(resolveClientAddress({ socketAddress, forwardedFor, trustedProxyHops: 1 })).toBe("192.0.2.10");
  });

  it("behind two proxies is the address the outer proxy appended, not what the client wrote", () => {
    expect(resolveClientAddress({ socketAddress, forwardedFor, trustedProxyHops: 2 })).toBe("203.0.113.1");
  });

  it("with fewer entries than hops is the leftmost entry", () => {
    expect(resolveClientAddress({ socketAddress, forwardedFor: "192.0.2.10", trustedProxyHops: 2 })).toBe("192.0.2.10");
    expect(resolveClientAddress({ socketAddress, forwardedFor: null, trustedProxyHops: 2 })).toBe("10.0.0.5");
  });
});

describe("clientAddress and isLoopbackClient", () => {
  it("read the socket only from the server entry's private header", () => {
    const headers = new Headers({ [header]: "127.0.0.1", "x-forwarded-for": "198.51.100.7" });
    // Without the entry's header name, a client-sent copy is just another header.
    expect(clientAddress(headers)).toBe("unknown");
    expect(isLoopbackClient(headers)).toBe(false);
    process.env.VITAE_SOCKET_ADDRESS_HEADER = header;
    expect(clientAddress(headers)).toBe("127.0.0.1");
  });

  it("treat a request as local only when the socket and every forwarded address are loopback", () => {
    process.env.VITAE_SOCKET_ADDRESS_HEADER = header;
    expect(isLoopbackClient(new Headers({ [header]: "::1" }))).toBe(true);
    expect(isLoopbackClient(new Headers({ [header]: "::ffff:127.0.0.1", "x-forwarded-for": "127.0.0.1" }))).toBe(true);
    expect(isLoopbackClient(new Headers({ [header]: "192.168.1.20", "x-forwarded-for": "127.0.0.1" }))).toBe(false);
    // A reverse proxy on this machine forwarding a remote client.
    expect(isLoopbackClient(new Headers({ [header]: "127.0.0.1", "x-forwarded-for": "198.51.100.7" }))).toBe(false);
    expect(isLoopbackClient(new Headers({ [header]: "127.0.0.1", "x-real-ip": "198.51.100.7" }))).toBe(false);
    expect(isLoopbackClient(new Headers({ [header]: "127.0.0.1", forwarded: "for=198.51.100.7" }))).toBe(false);
  });
});
