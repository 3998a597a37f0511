import { useTranslation } from "react-i18next";
import { changeLanguage, SUPPORTED_LANGUAGES, type Language } from "@web/lib/i18n";
import { cn } from "@web/lib/utils";

/** EN / ES toggle; the choice is remembered in localStorage. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const active = (i18n.resolvedLanguage ?? "en") as Language;
  return (
    <div
      role="group"
      aria-label={t("language.label")}
      className={cn("inline-flex rounded-md border border-slate-300 bg-white p-0.5 text-xs", className)}
      data-testid="language-switch"
    >
      {SUPPORTED_LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={active === language}
          title={t(`language.name.${language}`)}
          onClick={() => void changeLanguage(language)}
          data-testid={`language-${language}`}
          className={cn(
            "rounded px-2 py-1 font-semibold uppercase focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500",
            active === language ? "bg-slate-900 text-white" : "text-slate-600 hover:bg-slate-100",
          )}
        >
          {t(`language.short.${language}`)}
          <span className="sr-only"> {t(`language.name.${language}`)}</span>
        </button>
      ))}
    </div>
  );
}
