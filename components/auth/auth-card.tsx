import { FileCheck2Icon, GlobeIcon, SparklesIcon, DownloadIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { LogoLink } from "@/components/site/logo";
import { LanguageMenu } from "@/components/site/language-menu";
import { ThemeToggle } from "@/components/site/theme-toggle";
import { Badge } from "@/components/ui/badge";
import { Link } from "@/core/i18n/navigation";
import { cn } from "@/core/utils/cn";

type AuthCardProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Social buttons, under the form. */
  social?: ReactNode;
  /** The link between login and register, or back to login. */
  footer?: ReactNode;
  /** Login and register: the two-column card with the free-features column on large screens. */
  isWide?: boolean;
};

const features = [
  { key: "templates", icon: FileCheck2Icon },
  { key: "ai", icon: SparklesIcon },
  { key: "export", icon: DownloadIcon },
  { key: "languages", icon: GlobeIcon },
] as const;

/** The frame of every /auth page (spec accounts §2): logo, language, theme, form, social sign-in, terms. */
export async function AuthCard({ title, description, children, social, footer, isWide = false }: AuthCardProps) {
  const t = await getTranslations();
  return (
    <main
      id="main"
      className="flex min-h-dvh items-center justify-center bg-muted/50 px-4 py-8 sm:py-12 dark:bg-background"
    >
      <div
        className={cn(
          "grid w-full overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-sm",
          isWide ? "max-w-md lg:max-w-5xl lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]" : "max-w-md",
        )}
      >
        <section className="flex flex-col gap-6 p-6 sm:p-10">
          <header className="flex flex-wrap items-center justify-between gap-2">
            <LogoLink href="/" appName={t("common.appName")} homeLabel={t("common.homeLink")} className="flex" />
            <div className="flex items-center gap-1">
              <LanguageMenu />
              <ThemeToggle />
            </div>
          </header>
          <div className="grid gap-1.5">
            <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
            {description && <p className="text-sm text-muted-foreground">{description}</p>}
          </div>
          {children}
          {social}
          {footer && <div className="text-center text-sm text-muted-foreground">{footer}</div>}
          {isWide && (
            <p className="text-center text-xs leading-relaxed text-muted-foreground">
              {t.rich("auth.card.terms", {
                terms: (chunks) => (
                  <Link
                    href="/meta/terms-of-use"
                    className="font-medium text-foreground underline underline-offset-4 hover:text-primary"
                  >
                    {chunks}
                  </Link>
                ),
                privacy: (chunks) => (
                  <Link
                    href="/meta/privacy-policy"
                    className="font-medium text-foreground underline underline-offset-4 hover:text-primary"
                  >
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          )}
        </section>
        {isWide && (
          <aside
            aria-label={t("auth.card.asideLabel")}
            className="relative hidden flex-col justify-center gap-8 overflow-hidden bg-primary p-10 text-primary-foreground lg:flex dark:border-s dark:bg-card dark:bg-linear-to-br dark:from-primary/25 dark:to-primary/5 dark:text-foreground"
          >
            <div
              className="pointer-events-none absolute -end-24 -top-24 size-72 rounded-full bg-primary-foreground/10 dark:bg-primary/10"
              aria-hidden
            />
            <div
              className="pointer-events-none absolute -bottom-32 -start-20 size-80 rounded-full bg-primary-foreground/5 dark:bg-primary/5"
              aria-hidden
            />
            <div className="relative grid gap-4">
              <Badge
                className="bg-primary-foreground px-3 py-1 text-sm font-bold tracking-widest text-primary dark:bg-primary dark:text-primary-foreground"
                data-testid="free-badge"
              >
                {t("auth.card.free")}
              </Badge>
              <h2 className="text-3xl font-semibold tracking-tight text-balance">{t("auth.card.headline")}</h2>
              <p className="text-primary-foreground/90 dark:text-muted-foreground">{t("auth.card.subline")}</p>
            </div>
            <ul className="relative grid gap-5">
              {features.map(({ key, icon: Icon }) => (
                <li key={key} className="flex gap-3">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-foreground/15 dark:bg-primary/15 dark:text-primary">
                    <Icon className="size-4" aria-hidden />
                  </span>
                  <div className="grid gap-0.5">
                    <p className="font-medium">{t(`auth.card.features.${key}.title`)}</p>
                    <p className="text-sm text-primary-foreground/85 dark:text-muted-foreground">
                      {t(`auth.card.features.${key}.body`)}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </aside>
        )}
      </div>
    </main>
  );
}
