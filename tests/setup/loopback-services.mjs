// Starts the loopback stand-ins for the outside services an e2e server talks to (a real SMTP server
// and a real OpenID provider on 127.0.0.1) and answers the environment that points the app at them.
// Plain Node, used by scripts/serve-e2e.mjs; the services end when that process ends.
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";

const here = path.dirname(new URL(import.meta.url).pathname);

/** Spawns a service script and resolves with the JSON line it prints when ready. */
export function startService(script, args = []) {
  const child = spawn(process.execPath, [path.join(here, script), ...args], { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once("line", (line) => {
      lines.close();
      resolve({ child, info: JSON.parse(line) });
    });
    child.once("exit", (code) => reject(new Error(`${script} exited (${code}) before it was ready`)));
  });
}

/**
 * Starts both services for an app served at appUrl and writes their addresses to
 * <dataDir>/services.json for the tests (tests/e2e/fixtures/services.ts reads it).
 */
export async function startLoopbackServices({ appUrl, dataDir }) {
  const [smtp, oidc] = await Promise.all([
    startService("loopback-smtp.mjs"),
    startService("loopback-oidc.mjs", [new URL("/api/auth/callback/openid", appUrl).toString()]),
  ]);
  const services = {
    smtpUrl: `smtp://127.0.0.1:${smtp.info.smtpPort}`,
    mailApi: `http://127.0.0.1:${smtp.info.httpPort}`,
    oidcIssuer: oidc.info.issuer,
  };
  writeFileSync(path.join(dataDir, "services.json"), JSON.stringify(services, null, 2));
  return {
    services,
    env: {
      SMTP_URL: services.smtpUrl,
      OIDC_ISSUER: oidc.info.issuer,
      OIDC_CLIENT_ID: oidc.info.clientId,
      OIDC_CLIENT_SECRET: oidc.info.clientSecret,
      OIDC_NAME: "Loopback OpenID",
    },
  };
}
