#!/usr/bin/env node
// A real OpenID Connect provider (node-oidc-provider) on 127.0.0.1 for tests. Any login name signs in
// through a minimal login form (no external resources, unlike the library's development form); the
// account's claims are derived from that name and included in the ID token:
//   sub = <login>, email = <login>@oidc.test (verified), name = "OIDC <login>".
// Usage: loopback-oidc.mjs <redirect URI> [client id] [client secret]
// Prints one JSON line { issuer, clientId, clientSecret } on stdout when ready. Exits with its parent.
import Provider from "oidc-provider";
import http from "node:http";
import { exitWithParent } from "./exit-with-parent.mjs";

const [redirectUri, clientId = "vitae-test", clientSecret = "vitae-test-secret-0123456789"] = process.argv.slice(2);
if (!redirectUri) {
  console.error("usage: loopback-oidc.mjs <redirect URI> [client id] [client secret]");
  process.exit(2);
}

// Bind first, so that the issuer can name the port.
const server = http.createServer();
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: [redirectUri],
      response_types: ["code"],
      grant_types: ["authorization_code"],
    },
  ],
  claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "preferred_username"] },
  cookies: { keys: ["loopback-oidc-cookie-key-not-secret"] },
  features: { devInteractions: { enabled: false } },
  interactions: { url: (_context, interaction) => `/interaction/${interaction.uid}` },
  // Put the profile and email claims in the ID token, as most hosted providers do.
  conformIdTokenClaims: false,
  async findAccount(_context, id) {
    return {
      accountId: id,
      async claims() {
        return {
          sub: id,
          email: `${id.toLowerCase()}@oidc.test`,
          email_verified: true,
          name: `OIDC ${id}`,
          preferred_username: id,
        };
      },
    };
  },
  // The test client has no consent screen to click through: grant what it asks for.
  async loadExistingGrant(context) {
    const grant = new context.oidc.provider.Grant({
      clientId: context.oidc.client.clientId,
      accountId: context.oidc.session.accountId,
    });
    grant.addOIDCScope("openid email profile");
    grant.addOIDCClaims(["email", "email_verified", "name", "preferred_username"]);
    await grant.save();
    return grant;
  },
});
provider.on("server_error", (_context, error) => console.error("[loopback-oidc]", error));
const handleProvider = provider.callback();

const loginPage = (
  uid,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Loopback OpenID sign-in</title></head>
<body><h1>Loopback OpenID</h1><form method="post" action="/interaction/${uid}">
<label>Login <input name="login" autocomplete="username" required></label>
<button type="submit">Sign in</button></form></body></html>`;

async function handleInteraction(request, response, uid) {
  try {
    await provider.interactionDetails(request, response);
    if (request.method === "GET") {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(loginPage(uid));
      return;
    }
    let body = "";
    for await (const chunk of request) body += chunk;
    const login = new URLSearchParams(body).get("login")?.trim();
    if (!login) {
      response.writeHead(400).end("login required");
      return;
    }
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId: login } },
      { mergeWithLastSubmission: false },
    );
  } catch (error) {
    console.error("[loopback-oidc] interaction", error);
    response.writeHead(400).end("interaction failed");
  }
}

server.on("request", (request, response) => {
  const match = /^\/interaction\/([^/?]+)/.exec(request.url ?? "");
  if (match) void handleInteraction(request, response, match[1]);
  else handleProvider(request, response);
});
process.stdout.write(`${JSON.stringify({ issuer, clientId, clientSecret })}\n`);

exitWithParent();
