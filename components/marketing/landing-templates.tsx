import { ArrowRightIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { templateDisplayName } from "@/components/template-gallery/template-display-name";
import { Button } from "@/components/ui/button";
import { Link } from "@/core/i18n/navigation";
import { getTemplateCatalog } from "@/lib/templates/get-free-templates";
import { LandingHeading, LandingSection } from "./landing-section";
import { TemplateCarousel, type CarouselSlide } from "./template-carousel";

/** The template carousel band: every template's real thumbnail, each opening the guest builder with it. */
export async function LandingTemplates() {
  const t = await getTranslations("landing.templates");
  const catalog = await getTranslations("templateCatalog");
  const slides: CarouselSlide[] = getTemplateCatalog().map((entry) => ({
    name: entry.name,
    displayName: templateDisplayName(entry.name),
    category: catalog(`categories.${entry.category}`),
    tier: entry.isFree ? catalog("free") : catalog("premium"),
    isFree: entry.isFree,
  }));
  return (
    <LandingSection id="landing-templates-title" name="templates" className="overflow-hidden pt-6 sm:pt-10">
      <LandingHeading
        id="landing-templates-title"
        eyebrow={t("eyebrow")}
        title={t("title", { count: slides.length })}
        subtitle={t("subtitle")}
        align="start"
      >
        <Button variant="outline" asChild className="shrink-0 self-start md:self-auto">
          <Link href="/templates">
            {t("browseAll")}
            <ArrowRightIcon className="rtl-mirror" aria-hidden />
          </Link>
        </Button>
      </LandingHeading>
      <TemplateCarousel slides={slides} />
    </LandingSection>
  );
}
