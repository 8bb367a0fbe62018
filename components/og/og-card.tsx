import type { ReactNode } from "react";
import type { TemplateTheme } from "@/core/templates/catalog";
import { OgText, isRightToLeft } from "./og-text";

/*
 * The share cards (Open Graph and Twitter, 1200x630): satori draws them, so only flex layout and
 * inline styles. The brand's colours are the site's primary (oklch 0.46 0.19 265) on its dark
 * background; right-to-left titles put the card's text on the right.
 */

export const ogSize = { width: 1200, height: 630 };

export const brand = {
  primary: "#3b4fd0",
  primarySoft: "#8ea0ff",
  background: "#0f1220",
  surface: "#1a1f36",
  text: "#f5f6fb",
  muted: "#b7bdd6",
};

function Mark({ name }: { name: string }) {
  return (
    <div style={{ display: "flex", alignItems: "center", gap: 18 }}>
      <div
        style={{
          display: "flex",
          width: 56,
          height: 56,
          borderRadius: 14,
          background: brand.primary,
          color: "#ffffff",
          fontSize: 34,
          fontWeight: 700,
          alignItems: "center",
          justifyContent: "center",
        }}
      >
        {name.slice(0, 1).toUpperCase()}
      </div>
      <div style={{ display: "flex", fontSize: 34, fontWeight: 700, color: brand.text }}>{name}</div>
    </div>
  );
}

/** The frame every card shares: the product's mark, a title, a subtitle and what the card shows below. */
export function OgCard({
  productName,
  eyebrow,
  title,
  subtitle,
  children,
}: {
  productName: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  children?: ReactNode;
}) {
  const rtl = isRightToLeft(`${title} ${subtitle ?? ""} ${eyebrow ?? ""}`);
  const align = rtl ? "flex-end" : "flex-start";
  const textAlign = rtl ? "right" : "left";
  return (
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        width: "100%",
        height: "100%",
        padding: "56px 72px",
        background: brand.background,
        backgroundImage: `radial-gradient(circle at ${rtl ? "10%" : "90%"} 0%, #2a3a9c 0%, ${brand.background} 55%)`,
        color: brand.text,
        fontFamily: "inter",
      }}
    >
      <div
        style={{
          display: "flex",
          justifyContent: rtl ? "space-between" : "space-between",
          flexDirection: rtl ? "row-reverse" : "row",
        }}
      >
        <Mark name={productName} />
        {eyebrow ? (
          <OgText text={eyebrow} style={{ fontSize: 26, color: brand.primarySoft, alignItems: "center" }} />
        ) : null}
      </div>
      <div style={{ display: "flex", flexDirection: "column", alignItems: align, marginTop: 40, gap: 16 }}>
        <OgText
          text={title}
          style={{
            fontSize: title.length > 32 ? 54 : 66,
            fontWeight: 700,
            lineHeight: 1.15,
            maxWidth: 1056,
            textAlign,
          }}
        />
        {subtitle ? (
          <OgText
            text={subtitle}
            style={{ fontSize: 28, color: brand.muted, lineHeight: 1.35, maxWidth: 1000, textAlign }}
          />
        ) : null}
      </div>
      <div style={{ display: "flex", flexGrow: 1 }} />
      {children ? <div style={{ display: "flex", justifyContent: align }}>{children}</div> : null}
    </div>
  );
}

/** A template's look in miniature: a sheet in its background colour with its header and lines in its colours. */
export function TemplateSheet({ theme, label }: { theme: TemplateTheme; label: string }) {
  return (
    <div style={{ display: "flex", flexDirection: "column", alignItems: "center", gap: 8 }}>
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          width: 104,
          height: 128,
          borderRadius: 8,
          background: theme.background,
          overflow: "hidden",
          border: "1px solid rgba(255,255,255,0.25)",
        }}
      >
        <div style={{ display: "flex", height: 30, background: theme.primary }} />
        <div style={{ display: "flex", flexDirection: "column", gap: 8, padding: "12px 12px" }}>
          <div style={{ display: "flex", width: 62, height: 7, borderRadius: 4, background: theme.primary }} />
          <div
            style={{ display: "flex", width: 86, height: 5, borderRadius: 3, background: theme.text, opacity: 0.55 }}
          />
          <div
            style={{ display: "flex", width: 74, height: 5, borderRadius: 3, background: theme.text, opacity: 0.55 }}
          />
          <div style={{ display: "flex", width: 52, height: 7, borderRadius: 4, background: theme.primary }} />
          <div
            style={{ display: "flex", width: 80, height: 5, borderRadius: 3, background: theme.text, opacity: 0.55 }}
          />
          <div
            style={{ display: "flex", width: 66, height: 5, borderRadius: 3, background: theme.text, opacity: 0.55 }}
          />
        </div>
      </div>
      <div style={{ display: "flex", fontSize: 20, color: brand.muted }}>{label}</div>
    </div>
  );
}

/** A row of template sheets, at most eight. */
export function TemplateSheets({ templates }: { templates: { name: string; label: string; theme: TemplateTheme }[] }) {
  return (
    <div style={{ display: "flex", gap: 30 }}>
      {templates.slice(0, 8).map((template) => (
        <TemplateSheet key={template.name} theme={template.theme} label={template.label} />
      ))}
    </div>
  );
}
