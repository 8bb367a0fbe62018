/** The site's main pages, which the header and the footer link to; `key` names each one's message under `nav`. */
export const siteLinks = [
  { href: "/templates", key: "templates" },
  { href: "/examples", key: "examples" },
  { href: "/pricing", key: "pricing" },
  { href: "/faq", key: "faq" },
] as const;
