import { omit, pick } from "es-toolkit/object";
import workspaceNamespaceList from "./workspace-namespaces.json";

/*
 * What the browser gets of the messages. next-intl's client provider writes them into every page's HTML
 * (about 115 KB of JSON in English). The pages visitors land on (the landing, the gallery, pricing, the
 * policies, public resumes) get all but the namespaces only the workspace reads in the browser: the builder,
 * the dashboard and its tools, sign-in and the AI generator. Those screens add the rest for their pages
 * (components/providers/workspace-messages.tsx): each namespace is in a page's HTML once. `npm test` checks the build: no page outside the
 * workspace loads code that names one of these namespaces (scripts/js-budget.mjs).
 */

/** Namespaces only the workspace's browser code reads (a JSON list: the build check reads it too). */
export const workspaceNamespaces: readonly string[] = workspaceNamespaceList;

/** The messages for a page outside the workspace. */
export function withoutWorkspaceMessages<Messages extends Record<string, unknown>>(messages: Messages): Messages {
  return omit(messages, workspaceNamespaces) as Messages;
}

/** The namespaces the locale layout leaves out, for the workspace's screens to add. */
export function onlyWorkspaceMessages<Messages extends Record<string, unknown>>(messages: Messages): Partial<Messages> {
  return pick(messages, workspaceNamespaces) as Partial<Messages>;
}
