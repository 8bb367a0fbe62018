import type { ReactNode } from "react";
import "./globals.css";

// The document (<html>, <body>) is rendered by app/[locale]/layout.tsx, where the language and
// direction are known; the preview frames under app/artboard render their own.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
