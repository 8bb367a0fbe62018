import { getTranslations } from "next-intl/server";
import { Link } from "@/core/i18n/navigation";
import { Logo } from "./logo";
import { siteLinks } from "./site-links";

const legalLinks = [
  { href: "/meta/privacy-policy", key: "privacy" },
  { href: "/meta/terms-of-use", key: "terms" },
] as const;

export async function SiteFooter() {
  const t = await getTranslations();
  const year = new Date().getFullYear();
  const navs = [
    { label: t("nav.explore"), links: siteLinks.map(({ href, key }) => ({ href, text: t(`nav.${key}`) })) },
    { label: t("footer.legal"), links: legalLinks.map(({ href, key }) => ({ href, text: t(`footer.${key}`) })) },
  ];
  return (
    <footer className="border-t">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="space-y-2">
          <Logo label={t("common.appName")} />
          <p className="text-sm text-muted-foreground">{t("footer.tagline")}</p>
        </div>
        {navs.map(({ label, links }) => (
          <nav key={label} aria-label={label} className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {links.map(({ href, text }) => (
              <Link key={href} href={href} className="text-muted-foreground hover:text-foreground">
                {text}
              </Link>
            ))}
          </nav>
        ))}
        <p className="text-sm text-muted-foreground">{t("footer.rights", { year })}</p>
      </div>
    </footer>
  );
}
