import type { ComponentProps, ReactNode } from "react";
import { createNavigation } from "next-intl/navigation";
import type { AppRoutes } from "@/app-routes";
import { routing } from "./routing";

// Typed links (`typedRoutes`, STYLE.md 11). Next.js types its own <Link>, but every link here goes
// through next-intl without the locale segment, and under /[locale] the catch-alls (the not-found page,
// /{username}/{slug}) would accept any path. So the pages' paths come from the route list Next.js
// generates (`next typegen`, run by `npm run typecheck`; "@/app-routes" in tsconfig.json), minus the
// locale and the catch-alls: a link to a page that does not exist fails the type check.

type WithoutLocale<Route> = Route extends "/[locale]" ? "/" : Route extends `/[locale]${infer Rest}` ? Rest : never;
type WithParams<Route extends string> = Route extends `${infer Head}[${string}]${infer Tail}`
  ? `${Head}${string}${WithParams<Tail>}`
  : Route;
type CatchAll = "/[...rest]" | "/[username]/[slug]";

/** A page's path without its locale, e.g. "/templates" or `/builder/${id}`. */
export type Pathname = WithParams<Exclude<WithoutLocale<AppRoutes>, CatchAll>>;
/** A page's path, optionally with a query string or a fragment. */
export type Href = Pathname | `${Pathname}?${string}` | `${Pathname}#${string}`;
type Query = Record<string, string | number | boolean | readonly string[] | null | undefined>;
type HrefObject = { pathname: Pathname; query?: Query; hash?: string };

/**
 * A path known only at run time (a redirect target already checked by isSafeRedirect, the current
 * pathname): the one place a path skips the route check, so each use is easy to find and review.
 */
export function runtimeHref(path: string): Href {
  return path as Href;
}

const navigation = createNavigation(routing);

type LinkProps = Omit<ComponentProps<typeof navigation.Link>, "href"> & { href: Href | HrefObject };
type RedirectArgs = Omit<Parameters<typeof navigation.redirect>[0], "href"> & { href: Href | HrefObject };
type Router = ReturnType<typeof navigation.useRouter>;
type NavigateOptions = Parameters<Router["push"]>[1];
type TypedRouter = Omit<Router, "push" | "replace" | "prefetch"> & {
  push: (href: Href | HrefObject, options?: NavigateOptions) => void;
  replace: (href: Href | HrefObject, options?: NavigateOptions) => void;
  prefetch: (href: Href | HrefObject, options?: Parameters<Router["prefetch"]>[1]) => void;
};

export const Link: (props: LinkProps) => ReactNode = navigation.Link;
export const redirect: (args: RedirectArgs) => never = navigation.redirect;
export const useRouter: () => TypedRouter = navigation.useRouter;
export const { usePathname, getPathname } = navigation;
