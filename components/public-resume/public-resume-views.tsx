import { FileTextIcon, SmartphoneIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";

type Props = { responsive: ReactNode; page: ReactNode };

/**
 * The two views of a public resume. Phones (below md) start on the responsive HTML, with the printed page
 * one press away; wider screens show the printed page. Both are server-rendered and chosen by CSS from the
 * wrapper's data-view ("auto" until a press; client/public-resume/public-page.ts sets it), so the phone's
 * first paint is the resume's own text.
 */
export async function PublicResumeViews({ responsive, page }: Props) {
  const t = await getTranslations("publicResume.views");
  const options = [
    { value: "responsive", label: t("responsive"), icon: SmartphoneIcon },
    { value: "page", label: t("page"), icon: FileTextIcon },
  ] as const;

  return (
    <div data-public-views="" data-view="auto" className="group">
      <div
        role="group"
        aria-label={t("label")}
        className="mx-auto mb-4 flex w-fit rounded-lg border bg-background p-1 shadow-xs md:hidden"
        data-testid="public-resume-views"
      >
        {options.map(({ value, label, icon: Icon }) => (
          <button
            key={value}
            type="button"
            aria-pressed={value === "responsive"}
            data-public-view={value}
            className="inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-pressed:bg-primary aria-pressed:text-primary-foreground aria-pressed:hover:text-primary-foreground"
          >
            <Icon className="size-4" aria-hidden />
            {label}
          </button>
        ))}
      </div>
      <div className="group-data-[view=auto]:md:hidden group-data-[view=page]:hidden">{responsive}</div>
      <div
        className="hidden group-data-[view=auto]:md:block group-data-[view=page]:block"
        data-testid="public-resume-page-view"
      >
        {page}
      </div>
    </div>
  );
}
