// Next.js's own first import on a server: it puts AsyncLocalStorage where the request scopes of
// next/headers look for it, so database tests can call route handlers (tests/support/route-request.ts).
import "next/dist/server/node-environment-baseline";
