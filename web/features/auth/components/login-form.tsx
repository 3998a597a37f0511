import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { loginRequestSchema, type LoginRequest } from "@contract/auth";
import { Alert, AlertDescription } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { FieldError, Label } from "@web/components/ui/label";
import { isApiError, serverMessage } from "@web/lib/api";
import { translateValidation } from "@web/lib/validation-messages";
import { useLogin } from "../api/login";
import { PasswordInput } from "@web/components/ui/password-input";
import type { PublicUser } from "@contract/auth";

/** Email + password sign-in (spec 01 §2, §5, §8). */
export function LoginForm({
  initialError,
  onSignedIn,
}: {
  initialError: string | null;
  onSignedIn: (user: PublicUser) => void;
}) {
  const { t } = useTranslation();
  const loginMutation = useLogin({ onSignedIn });
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors } = form.formState;

  const errorText = loginMutation.error
    ? isApiError(loginMutation.error)
      ? (serverMessage(loginMutation.error) ?? t("login.failed"))
      : t("errors.network")
    : loginMutation.isIdle
      ? initialError
      : null;

  // Failures show in the alert from the mutation's error state.
  const onSubmit = form.handleSubmit((values) => loginMutation.mutate(values));

  const emailError = translateValidation(t, errors.email?.message);
  const passwordError = translateValidation(t, errors.password?.message);

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      {errorText && (
        <Alert variant="destructive" data-testid="login-error">
          <AlertDescription>{errorText}</AlertDescription>
        </Alert>
      )}
      <div className="grid gap-2">
        <Label htmlFor="login-email">{t("login.emailLabel")}</Label>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          placeholder={t("login.emailPlaceholder")}
          aria-invalid={!!emailError}
          aria-describedby={emailError ? "login-email-error" : undefined}
          data-testid="login-email"
          {...form.register("email")}
        />
        <FieldError id="login-email-error" message={emailError} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="login-password">{t("login.passwordLabel")}</Label>
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          placeholder={t("login.passwordPlaceholder")}
          aria-invalid={!!passwordError}
          aria-describedby={passwordError ? "login-password-error" : undefined}
          data-testid="login-password"
          {...form.register("password")}
        />
        <FieldError id="login-password-error" message={passwordError} />
      </div>
      <Button type="submit" className="w-full" disabled={loginMutation.isPending} data-testid="login-submit">
        {loginMutation.isPending ? t("login.submitting") : t("login.submit")}
      </Button>
    </form>
  );
}
