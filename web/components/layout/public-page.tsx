import type { ReactNode } from "react";
import { LanguageSwitch } from "@web/components/language-switch";

/** A simple centred page with the language switch, for the public and placeholder screens. */
export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <div className="flex justify-end p-4">
        <LanguageSwitch />
      </div>
      <main className="flex flex-1 items-start justify-center px-4 pb-12 sm:items-center">{children}</main>
    </div>
  );
}
