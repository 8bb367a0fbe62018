import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

// A guest cookie is never a sign-in: every route handler that needs a user (route({ auth: "user" }) or
// a call to requireUser()) answers 401 to a request that carries only a live guest session. The routes are read from app/api, so a new one is
// covered without editing this list.

const apiRoot = path.join(process.cwd(), "app/api");
const methods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

function signedInRoutes(): { method: (typeof methods)[number]; path: string }[] {
  const found: { method: (typeof methods)[number]; path: string }[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "route.ts") {
        const source = readFileSync(full, "utf8");
        const callsRequireUser = source.includes("requireUser()");
        const route = `/api/${path.relative(apiRoot, folder).split(path.sep).join("/")}`
          .replace(/\[\.\.\.[^\]]+\]/g, "any/thing")
          .replace(/\[[^\]]+\]/g, "cmguestprobe000000000000");
        for (const method of methods) {
          const needsUser = new RegExp(`export const ${method} = route\\(\\s*\\{[^}]*auth: "user"`).test(source);
          const isLegacy =
            callsRequireUser && new RegExp(`export const ${method} = route(<[^>]*>)?\\(async`).test(source);
          if (needsUser || isLegacy) found.push({ method, path: route });
        }
      }
    }
  };
  walk(apiRoot);
  return found;
}

test("a guest session opens no signed-in route", async ({ request, baseURL }) => {
  const started = await request.post("/api/guest/session", { headers: { origin: baseURL! } });
  expect(started.status()).toBe(201);
  expect((await (await request.get("/api/guest/session/check")).json()).valid).toBe(true);

  const routes = signedInRoutes();
  expect(routes.length).toBeGreaterThan(15);
  for (const { method, path: routePath } of routes) {
    const response = await request.fetch(routePath, {
      method,
      headers: { origin: baseURL! },
      data: method === "GET" ? undefined : {},
    });
    expect(response.status(), `${method} ${routePath}`).toBe(401);
  }
  // The guest's own routes do answer.
  expect((await request.get("/api/guest/resume-data")).status()).toBe(200);
});
