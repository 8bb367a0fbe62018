/**
 * A two-column template's sidebar lines, a little tighter than the main column's (`factor` of the line
 * height), so that the two columns' lines do not line up row by row: text extraction would read them
 * as a table (tests/pdf/parse-back.test.ts). The rule carries that reason as a comment in the CSS.
 */
export function offsetSidebarLines(template: string, factor = 0.95): string {
  return `/* Sidebar lines a little tighter than the main column's, so the two columns' lines do not line up row by row (text extraction would read them as a table): see tests/pdf/parse-back.test.ts. */
.vr-t-${template} .vr-columns--split > .vr-sidebar { line-height: calc(var(--vr-line-height) * ${factor}); }`;
}
