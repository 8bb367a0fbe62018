import { SparklesIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Link } from "@/core/i18n/navigation";
import { LanguageMenu } from "./language-menu";
import { LogoLink } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { SiteAccountMenu } from "./site-account-menu";
import { siteLinks } from "./site-links";
import { SkipToContentLink } from "./skip-to-content-link";
import { ThemeToggle } from "./theme-toggle";

/**
 * The marketing header (resume spec §2): templates, examples, pricing, FAQ, log in (or the account menu),
 * the AI generator.
 */
export async function SiteHeader() {
  const t = await getTranslations();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <SkipToContentLink label={t("common.skipToContent")} />
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <LogoLink href="/" appName={t("common.appName")} homeLabel={t("common.homeLink")} />
        <nav aria-label={t("nav.main")} className="hidden items-center gap-1 md:flex">
          {siteLinks.map((link) => (
            <Button key={link.href} variant="ghost" size="sm" asChild>
              <Link href={link.href}>{t(`nav.${link.key}`)}</Link>
            </Button>
          ))}
        </nav>
        <div className="ms-auto flex items-center gap-1">
          <LanguageMenu />
          <ThemeToggle />
          <SiteAccountMenu />
          <Button size="sm" asChild className="hidden sm:inline-flex">
            <Link href="/ai-generator">
              <SparklesIcon aria-hidden />
              {t("nav.aiGenerator")}
            </Link>
          </Button>
          <MobileMenu openLabel={t("nav.openMenu")} closeLabel={t("common.close")} title={t("nav.menuTitle")}>
            <nav aria-label={t("nav.main")} className="flex flex-col gap-1">
              {siteLinks.map((link) => (
                <Button key={link.href} variant="ghost" className="justify-start" asChild>
                  <Link href={link.href}>{t(`nav.${link.key}`)}</Link>
                </Button>
              ))}
              <SiteAccountMenu variant="sheet" />
              <Button className="mt-2" asChild>
                <Link href="/ai-generator">
                  <SparklesIcon aria-hidden />
                  {t("nav.aiGenerator")}
                </Link>
              </Button>
            </nav>
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}
