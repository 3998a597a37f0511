import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { acceptInviteRequestSchema, type AcceptInviteRequest } from "@contract/users";
import { Alert, AlertDescription } from "@web/components/ui/alert";
import { Button, buttonVariants } from "@web/components/ui/button";
import { FieldError, Label } from "@web/components/ui/label";
import { PasswordInput } from "@web/components/ui/password-input";
import { Spinner } from "@web/components/ui/spinner";
import { isApiError, serverMessage } from "@web/lib/api";
import { translateValidation } from "@web/lib/validation-messages";
import { useAcceptInvite } from "../api/accept-invite";
import { useInvitation } from "../api/check-invite";

/** The invitation page's form: who is invited, then choose a password (the token comes from the link's fragment). */
export function AcceptInviteForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const invitation = useInvitation(token);
  const accept = useAcceptInvite();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<AcceptInviteRequest>({ resolver: zodResolver(acceptInviteRequestSchema), defaultValues: { token, password: "", confirmPassword: "" } });
  const errors = form.formState.errors;

  if (!token || invitation.isError) {
    const reason = invitation.error && isApiError(invitation.error) && invitation.error.status === 429 ? serverMessage(invitation.error) : null;
    return (
      <Alert variant="destructive" data-testid="invite-invalid">
        <AlertDescription>{reason ?? t("users.invite.invalid")}</AlertDescription>
      </Alert>
    );
  }
  if (invitation.isPending) return <Spinner label={t("common.loading")} />;
  if (done)
    return (
      <div className="grid gap-4" data-testid="invite-accepted">
        <p className="text-sm">{t("users.invite.accepted", { email: done })}</p>
        <Link href="/login" className={buttonVariants()}>{t("users.invite.goToSignIn")}</Link>
      </div>
    );

  const onSubmit = form.handleSubmit((values) => accept.mutateAsync({ ...values, token }).then((r) => setDone(r.email), () => undefined));
  const errorText = accept.error ? (isApiError(accept.error) ? (serverMessage(accept.error) ?? t("users.failed")) : t("errors.network")) : null;
  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <p className="text-sm text-slate-700">{t("users.invite.welcome", { name: invitation.data.firstName, email: invitation.data.email })}</p>
      {errorText && (
        <Alert variant="destructive">
          <AlertDescription>{errorText}</AlertDescription>
        </Alert>
      )}
      {(["password", "confirmPassword"] as const).map((name) => (
        <div key={name} className="grid gap-1.5">
          <Label htmlFor={`invite-${name}`}>{t(`users.invite.${name}`)}</Label>
          <PasswordInput id={`invite-${name}`} autoComplete="new-password" aria-invalid={!!errors[name]} aria-describedby={`invite-${name}-error`} {...form.register(name)} />
          <FieldError id={`invite-${name}-error`} message={translateValidation(t, errors[name]?.message)} />
        </div>
      ))}
      <Button type="submit" disabled={accept.isPending} data-testid="invite-accept">
        {accept.isPending ? t("users.invite.saving") : t("users.invite.submit")}
      </Button>
    </form>
  );
}
