import { Fragment, type CSSProperties } from "react";
import { renderSection } from "@/components/templates/sections/render-section";
import { Bidi, ExternalLink, displayUrl, safeHref } from "@/components/templates/sections/text";
import { defaultTemplateLabels, type RenderContext, type TemplateLabels } from "@/components/templates/types";
import { repairLayout, type ResumeData } from "@/core/resume/schema";
import { resumeDirection } from "@/core/templates/direction";
import { effectiveFontFamily } from "@/core/templates/arabic-fonts";
import { fontFaceCss, fontFilesDrawing } from "@/core/templates/font-face-css";
import { fontStack } from "@/core/templates/font-stacks";
import { safeImageSource } from "@/core/uploads/image-source";

// The resume as a web page for narrow screens (DECISIONS: public page on phones): the same sections,
// drawn by the templates' shared section components, in one column of readable type, in the resume's
// own colours, font and direction. The template's page layout (columns, bands, paper size) is the
// printed-page view's; this view keeps only its content and theme. Styled here, under .vr-responsive,
// so that neither the site's styles nor the templates' reach into the other.

const css = /* css */ `
.vr-responsive { color: var(--vr-text); background: var(--vr-background); font-family: var(--vr-font); font-size: 16px; line-height: 1.6; overflow-wrap: anywhere; }
.vr-responsive svg { width: 1em; height: 1em; flex-shrink: 0; }
.vr-responsive a { color: var(--vr-primary); text-decoration: underline; text-underline-offset: 3px; }
.vr-responsive .vr-responsive-cover { display: flex; flex-direction: column; justify-content: flex-start; padding-top: 12svh; min-height: calc(100svh - 12rem); }
.vr-responsive .vr-responsive-name { font-size: clamp(2.75rem, 14vw, 4rem); font-weight: 700; line-height: 1.1; letter-spacing: -0.01em; margin: 0; }
.vr-responsive .vr-responsive-headline { font-size: 1rem; margin-top: 0.75rem; color: var(--vr-primary); }
.vr-responsive .vr-responsive-contact { display: flex; flex-direction: column; gap: 0.375rem; margin: 1.5rem 0 0; padding: 0; list-style: none; font-size: 0.9375rem; }
.vr-responsive .vr-responsive-picture { border-radius: 9999px; object-fit: cover; width: 72px; height: 72px; margin-bottom: 1rem; }
.vr-responsive .vr-section { margin-top: 2rem; }
.vr-responsive .vr-heading { display: flex; align-items: center; gap: 0.5rem; margin: 0 0 0.75rem; padding-bottom: 0.375rem; font-size: 0.8125rem; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; color: var(--vr-primary); border-bottom: 1px solid color-mix(in srgb, var(--vr-primary) 35%, transparent); }
.vr-responsive .vr-items { display: grid; gap: 1.25rem; }
.vr-responsive .vr-items--rest { margin-top: 1.25rem; }
.vr-responsive .vr-item-header { display: flex; flex-wrap: wrap; gap: 0.125rem 0.75rem; align-items: flex-start; }
.vr-responsive .vr-item-heading { flex: 1 1 12rem; min-width: 0; }
.vr-responsive .vr-item-icon { margin-top: 0.3rem; color: var(--vr-primary); }
.vr-responsive .vr-item-title { margin: 0; font-size: 1.0625rem; font-weight: 600; line-height: 1.35; }
.vr-responsive .vr-item-subtitle { color: var(--vr-primary); }
.vr-responsive .vr-item-detail, .vr-responsive .vr-item-meta { font-size: 0.875rem; opacity: 0.75; }
.vr-responsive .vr-item-meta { flex: 1 1 100%; display: flex; flex-wrap: wrap; gap: 0 0.75rem; }
.vr-responsive .vr-item-level { display: flex; align-items: center; gap: 0.5rem; margin-top: 0.25rem; font-size: 0.875rem; }
.vr-responsive .vr-level { display: inline-flex; gap: 3px; }
.vr-responsive .vr-level-step { width: 0.5rem; height: 0.5rem; border-radius: 9999px; background: color-mix(in srgb, var(--vr-primary) 22%, transparent); }
.vr-responsive .vr-level-step.is-on { background: var(--vr-primary); }
.vr-responsive .vr-rich { margin-top: 0.375rem; }
.vr-responsive .vr-rich p { margin: 0.375rem 0; }
.vr-responsive .vr-rich ul, .vr-responsive .vr-rich ol { margin: 0.375rem 0; padding-inline-start: 1.25rem; }
.vr-responsive .vr-rich ul { list-style: disc; }
.vr-responsive .vr-rich ol { list-style: decimal; }
.vr-responsive .vr-rich li { margin: 0.125rem 0; }
.vr-responsive .vr-keywords { display: flex; flex-wrap: wrap; gap: 0.375rem; margin: 0.5rem 0 0; padding: 0; list-style: none; }
.vr-responsive .vr-keyword { padding: 0.125rem 0.5rem; border-radius: 9999px; font-size: 0.8125rem; background: color-mix(in srgb, var(--vr-primary) 12%, transparent); }
.vr-responsive .vr-item--profile { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 0.5rem; }
.vr-responsive .vr-item--profile .vr-item-icon { margin-top: 0; }
.vr-responsive .vr-profile-network { font-weight: 600; }
.vr-responsive .vr-item-link { margin-top: 0.25rem; font-size: 0.9375rem; }
.vr-responsive .vr-signature-image { max-height: 4rem; width: auto; }
.vr-responsive .vr-signature-text { font-size: 1.5rem; }
`;

function sectionIdsInReadingOrder(data: ResumeData): string[] {
  // Page by page, the main column before the side columns: the order the printed page is read in.
  return data.metadata.layout.flatMap((columns) => columns.flat());
}

type Props = { data: ResumeData; labels?: TemplateLabels; className?: string };

export function ResponsiveResume({ data: input, labels = defaultTemplateLabels, className }: Props) {
  const data = repairLayout(input);
  const { basics, metadata } = data;
  const direction = resumeDirection(metadata.locale);
  const context: RenderContext = { data, labels, direction, options: { levelVariant: "dots" } };
  const fontFamily = effectiveFontFamily(metadata.typography.font.family, metadata.locale);
  const picture = basics.picture.effects.hidden ? undefined : safeImageSource(basics.picture.url);
  const website = safeHref(basics.url.href);
  const contacts = [
    basics.email && <ExternalLink href={`mailto:${basics.email}`}>{basics.email}</ExternalLink>,
    basics.phone && <ExternalLink href={`tel:${basics.phone.replace(/[^\d+]/g, "")}`}>{basics.phone}</ExternalLink>,
    basics.location,
    website && <ExternalLink href={website}>{basics.url.label.trim() || displayUrl(website)}</ExternalLink>,
    ...(["dateOfBirth", "nationality", "maritalStatus", "idNumber"] as const).flatMap((key) =>
      basics[key].trim() ? [`${labels[key]}: ${basics[key]}`] : [],
    ),
    ...basics.customFields
      .filter((field) => field.value.trim())
      .map((field) => (field.name.trim() ? `${field.name}: ${field.value}` : field.value)),
  ].filter(Boolean);
  // The first screen waits for its font (font-display: block), and the name is the page's largest paint: its
  // files are asked for by preloads that React puts in the head, not once the style below is parsed and laid
  // out. Only below md, where this view is the one shown (components/public-resume/public-resume-views.tsx).
  // Elements rather than react-dom's preload(): its hints are lost when they come after the answer's headers.
  const firstScreen = [basics.name, basics.headline, basics.email, basics.phone, basics.location].join(" ");
  const fontPreloads = fontFilesDrawing(firstScreen, [fontFamily], metadata.locale).map((href) => (
    <link
      key={href}
      rel="preload"
      href={href}
      as="font"
      type="font/woff2"
      crossOrigin="anonymous"
      media="(width < 48rem)"
    />
  ));

  return (
    <article
      lang={metadata.locale}
      dir={direction}
      className={["vr-responsive", className].filter(Boolean).join(" ")}
      data-testid="responsive-resume"
      style={
        {
          "--vr-text": metadata.theme.text,
          "--vr-background": metadata.theme.background,
          "--vr-primary": metadata.theme.primary,
          "--vr-font": fontStack(fontFamily, metadata.locale),
        } as CSSProperties
      }
    >
      {fontPreloads}
      <style>{`${fontFaceCss([fontFamily], metadata.locale)}\n${css}`}</style>
      {/* The first screen is the person: name, headline and how to reach them; the sections follow below. */}
      <header className="vr-responsive-cover">
        {picture && (
          // eslint-disable-next-line @next/next/no-img-element -- the resume's own stored picture, as in the templates
          <img src={picture} alt="" className="vr-responsive-picture" />
        )}
        <h1 className="vr-responsive-name" data-testid="responsive-resume-name">
          <Bidi>{basics.name}</Bidi>
        </h1>
        {basics.headline.trim() && (
          <p className="vr-responsive-headline">
            <Bidi>{basics.headline}</Bidi>
          </p>
        )}
        {contacts.length > 0 && (
          <ul className="vr-responsive-contact">
            {contacts.map((contact, index) => (
              <li key={index}>
                <Bidi>{contact}</Bidi>
              </li>
            ))}
          </ul>
        )}
      </header>
      {sectionIdsInReadingOrder(data).map((id) => (
        <Fragment key={id}>{renderSection(id, context)}</Fragment>
      ))}
    </article>
  );
}
