/**
 * The 33 accent colours of the theme card (spec §2): a strong and a deep shade of each hue that
 * prints well on white, then near-neutrals for the quietest resumes.
 */
export const themeSwatches = [
  "#dc2626",
  "#ea580c",
  "#d97706",
  "#ca8a04",
  "#65a30d",
  "#16a34a",
  "#059669",
  "#0d9488",
  "#0891b2",
  "#0284c7",
  "#2563eb",
  "#4f46e5",
  "#7c3aed",
  "#9333ea",
  "#c026d3",
  "#db2777",
  "#e11d48",
  "#991b1b",
  "#9a3412",
  "#92400e",
  "#166534",
  "#065f46",
  "#115e59",
  "#155e75",
  "#075985",
  "#1e40af",
  "#3730a3",
  "#5b21b6",
  "#9f1239",
  "#334155",
  "#3f3f46",
  "#57534e",
  "#000000",
] as const;

export const hexColorPattern = /^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

/** The #rrggbb form a native colour input accepts (it knows no short or alpha forms). */
export function toPickerValue(hex: string): string {
  if (!hexColorPattern.test(hex)) return "#000000";
  const digits = hex.slice(1);
  if (digits.length <= 4)
    return `#${digits
      .slice(0, 3)
      .split("")
      .map((digit) => digit + digit)
      .join("")}`.toLowerCase();
  return `#${digits.slice(0, 6)}`.toLowerCase();
}
