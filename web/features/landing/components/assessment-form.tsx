import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { CONSENT_TEXT, phoneToE164 } from "@contract/landing-rules";
import { RequestError, submitAssessment } from "../api/landing-requests";
import { sanitizeZip, isValidZip } from "../lib/zip";
import { ZipHailHistory } from "./zip-hail-history";

type Field = "name" | "phone" | "email" | "address" | "zip" | "consent";
const FIELD_ERROR: Record<Field, string> = { name: "errName", phone: "errPhone", email: "errEmail", address: "errAddress", zip: "errZip", consent: "errConsent" };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The "Get Free Assessment" form (issue 9): name, phone (checked with the server's rule and
 * stored in E.164), optional e-mail, property address and ZIP, and the consent checkbox with
 * the exact text the server stores. A hidden honeypot field and the time since opening go
 * with it (the spam guard). Errors are shown per field, in the page's language.
 */
export function AssessmentForm({ initialZip, onClose }: { initialZip: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === "es" ? "es" : "en";
  const id = useId();
  const openedAt = useRef(Date.now());
  const firstField = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState({ name: "", phone: "", email: "", address: "", zip: initialZip, website: "" });
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<{ duplicate: boolean; name: string; address: string; phone: string; zip?: string } | null>(null);

  useEffect(() => {
    firstField.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);

  const set = (field: keyof typeof values, value: string) => {
    setValues((v) => ({ ...v, [field]: field === "zip" ? sanitizeZip(value) : value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const validate = () => {
    const found: Partial<Record<Field, string>> = {};
    if (!values.name.trim()) found.name = t(`landing.${FIELD_ERROR.name}`);
    if (!phoneToE164(values.phone)) found.phone = t(`landing.${FIELD_ERROR.phone}`);
    if (values.email.trim() && !EMAIL.test(values.email.trim())) found.email = t(`landing.${FIELD_ERROR.email}`);
    if (values.address.trim().length < 5) found.address = t(`landing.${FIELD_ERROR.address}`);
    if (!isValidZip(values.zip)) found.zip = t(`landing.${FIELD_ERROR.zip}`);
    if (!consent) found.consent = t(`landing.${FIELD_ERROR.consent}`);
    return found;
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setPending(true);
    try {
      const answer = await submitAssessment({
        name: values.name.trim(),
        phone: values.phone,
        email: values.email.trim(),
        address: values.address.trim(),
        zip: values.zip,
        consent: true,
        consentText: CONSENT_TEXT[language],
        language,
        website: values.website,
        elapsedMs: Date.now() - openedAt.current,
      });
      setDone({ duplicate: answer.status === "duplicate", name: values.name.trim(), address: values.address.trim(), phone: values.phone.trim(), zip: values.zip }); // the number as the visitor wrote it
    } catch (err) {
      const status = err instanceof RequestError ? err.status : 0;
      if (status === 400 && err instanceof RequestError && err.fields.length) {
        setErrors(Object.fromEntries(err.fields.filter((f): f is Field => f in FIELD_ERROR).map((f) => [f, t(`landing.${FIELD_ERROR[f]}`)])));
      }
      setFormError(status === 429 ? t("landing.errTooMany") : t("landing.errFailed"));
    } finally {
      setPending(false);
    }
  };

  const input = (field: "name" | "phone" | "email" | "address" | "zip", props: { type?: string; autoComplete: string; inputMode?: "numeric" | "tel" | "email"; hint?: string }) => (
    <div>
      <label htmlFor={`${id}-${field}`} className="block text-sm font-semibold text-slate-800">
        {t(`landing.form${field[0].toUpperCase()}${field.slice(1)}`)}
      </label>
      <input
        id={`${id}-${field}`}
        ref={field === "name" ? firstField : undefined}
        name={field}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        maxLength={field === "zip" ? 5 : 200}
        value={values[field]}
        onChange={(e) => set(field, e.target.value)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${id}-${field}-error` : props.hint ? `${id}-${field}-hint` : undefined}
        className={`mt-1 w-full rounded-lg border px-3 py-2 text-base focus:outline-none focus:ring-2 focus:ring-blue-600/30 ${errors[field] ? "border-red-500" : "border-slate-300 focus:border-blue-600"}`}
      />
      {props.hint && !errors[field] && <p id={`${id}-${field}-hint`} className="mt-1 text-xs text-slate-500">{props.hint}</p>}
      {errors[field] && <p id={`${id}-${field}-error`} className="mt-1 text-sm text-red-700">{errors[field]}</p>}
    </div>
  );

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/60 sm:items-center sm:p-4" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} className="max-h-full w-full max-w-lg overflow-y-auto rounded-t-2xl bg-white p-5 text-slate-900 shadow-xl sm:rounded-2xl sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${id}-title`} className="text-xl font-bold">{t("landing.formTitle")}</h2>
          <button type="button" onClick={onClose} className="rounded px-2 py-1 text-sm text-slate-600 hover:bg-slate-100">{t("landing.formCancel")}</button>
        </div>
        {done ? (
          <div data-testid="assessment-thanks" role="status" className="mt-4 rounded-lg border border-emerald-300 bg-emerald-50 p-4">
            <p className="text-lg font-semibold">{t("landing.thanksTitle", { name: done.name })}</p>
            <p className="mt-2 text-sm">{done.duplicate ? t("landing.thanksDuplicate", { phone: done.phone }) : t("landing.thanksBody", { address: done.address, phone: done.phone })}</p>
            <ZipHailHistory zip={done.zip ?? values.zip} />
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate className="mt-3 space-y-3">
            <p className="text-sm text-slate-600">{t("landing.formIntro")}</p>
            {input("name", { autoComplete: "name" })}
            {input("phone", { type: "tel", autoComplete: "tel", inputMode: "tel", hint: t("landing.formPhoneHint") })}
            {input("email", { type: "email", autoComplete: "email", inputMode: "email" })}
            <div className="grid grid-cols-[1fr_7rem] gap-3">
              {input("address", { autoComplete: "street-address" })}
              {input("zip", { autoComplete: "postal-code", inputMode: "numeric" })}
            </div>
            {/* Honeypot: hidden from people and screen readers; bots fill it. */}
            <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
              <label htmlFor={`${id}-website`}>Website</label>
              <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" value={values.website} onChange={(e) => set("website", e.target.value)} />
            </div>
            <fieldset>
              <legend className="sr-only">{t("landing.formConsentLabel")}</legend>
              <label className="flex items-start gap-2 text-sm text-slate-800">
                <input
                  id={`${id}-consent`}
                  type="checkbox"
                  checked={consent}
                  onChange={(e) => {
                    setConsent(e.target.checked);
                    setErrors((er) => ({ ...er, consent: undefined }));
                  }}
                  aria-invalid={errors.consent ? true : undefined}
                  className="mt-0.5 h-5 w-5 shrink-0"
                />
                <span data-testid="consent-text">{CONSENT_TEXT[language]}</span>
              </label>
              {errors.consent && <p className="mt-1 text-sm text-red-700">{errors.consent}</p>}
            </fieldset>
            {formError && <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-semibold text-red-800">{formError}</div>}
            <button type="submit" disabled={pending} className="w-full rounded-lg bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800 disabled:bg-slate-400">
              {pending ? t("landing.formSending") : t("landing.formSubmit")}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
