import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "@web/components/language-switch";
import { Card, CardContent, CardDescription, CardHeader } from "@web/components/ui/card";
import { AcceptInviteForm } from "@web/features/users/components/accept-invite-form";

/** /invite#<token>: the public invitation page, where an invited person chooses their password. */
export default function InviteRoute() {
  const { t } = useTranslation();
  const token = typeof window === "undefined" ? "" : window.location.hash.replace(/^#/, "");
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 p-4">
      <LanguageSwitch className="self-end" />
      <Card className="w-full max-w-md" data-testid="invite-page">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-semibold leading-tight">{t("users.invite.title")}</h1>
          <CardDescription>{t("users.invite.subtitle")}</CardDescription>
        </CardHeader>
        <CardContent>
          <AcceptInviteForm token={token} />
        </CardContent>
      </Card>
    </main>
  );
}
