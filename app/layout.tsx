import type { ReactNode } from "react";
import "@/styles/globals.css";

// The document (<html lang dir>) is rendered by app/[locale]/layout.tsx; this root layout only
// exists so that app/not-found.tsx can answer paths outside any locale.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
