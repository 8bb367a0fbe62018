import { getTranslations } from "next-intl/server";
import { Link } from "@/core/i18n/navigation";
import { Logo } from "./logo";

const exploreLinks = [
  { href: "/templates", key: "templates" },
  { href: "/examples", key: "examples" },
  { href: "/pricing", key: "pricing" },
  { href: "/faq", key: "faq" },
] as const;

export async function SiteFooter() {
  const t = await getTranslations();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="space-y-2">
          <Logo label={t("common.appName")} />
          <p className="text-sm text-muted-foreground">{t("footer.tagline")}</p>
        </div>
        <nav aria-label={t("nav.explore")} className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {exploreLinks.map((link) => (
            <Link key={link.href} href={link.href} className="text-muted-foreground hover:text-foreground">
              {t(`nav.${link.key}`)}
            </Link>
          ))}
        </nav>
        <nav aria-label={t("footer.legal")} className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <Link href="/meta/privacy-policy" className="text-muted-foreground hover:text-foreground">
            {t("footer.privacy")}
          </Link>
          <Link href="/meta/terms-of-use" className="text-muted-foreground hover:text-foreground">
            {t("footer.terms")}
          </Link>
        </nav>
        <p className="text-sm text-muted-foreground">{t("footer.rights", { year })}</p>
      </div>
    </footer>
  );
}
