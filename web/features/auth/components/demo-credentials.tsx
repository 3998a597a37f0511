import { useTranslation } from "react-i18next";

/** Shown only when the server is in demo mode and sends the seeded admin's credentials. */
export function DemoCredentials({ email, password }: { email: string; password: string }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900" data-testid="demo-credentials">
      <p className="font-medium">{t("login.demoTitle")}</p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2">
        <dt>{t("login.emailLabel")}:</dt>
        <dd className="font-mono break-all">{email}</dd>
        <dt>{t("login.passwordLabel")}:</dt>
        <dd className="font-mono break-all">{password}</dd>
      </dl>
    </div>
  );
}
