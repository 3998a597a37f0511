import { Lock } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Alert, AlertDescription } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Label } from "@web/components/ui/label";
import { PasswordInput } from "@web/components/ui/password-input";
import { isApiError, serverMessage } from "@web/lib/api";
import { useVerifyGatePassword } from "../api/verify-gate-password";

/** Spec 02 §2.3: "Secure Access", one password field, "Access Site". */
export function GateForm({ demoHint, onPassed }: { demoHint: string | null; onPassed: () => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState("");
  const verify = useVerifyGatePassword();

  const errorText = verify.error
    ? isApiError(verify.error)
      ? (serverMessage(verify.error) ?? t("gate.invalidPassword"))
      : t("errors.network")
    : null;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!password || verify.isPending) return;
    verify.mutate(password, { onSuccess: onPassed });
  }

  return (
    <Card className="w-full max-w-md">
      <CardHeader className="items-center text-center">
        <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-blue-100 text-blue-700">
          <Lock className="size-6" aria-hidden="true" />
        </span>
        <CardTitle className="text-2xl">{t("gate.title")}</CardTitle>
        <CardDescription>{t("gate.subtitle")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={handleSubmit} className="grid gap-4" noValidate>
          <div className="grid gap-2">
            <Label htmlFor="gate-password">{t("gate.passwordLabel")}</Label>
            <PasswordInput
              id="gate-password"
              autoComplete="current-password"
              autoFocus
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              placeholder={t("gate.passwordPlaceholder")}
              aria-invalid={!!errorText}
              aria-describedby={errorText ? "gate-error" : undefined}
              data-testid="gate-password"
            />
          </div>
          {errorText && (
            <Alert variant="destructive" id="gate-error" data-testid="gate-error">
              <AlertDescription>{errorText}</AlertDescription>
            </Alert>
          )}
          <Button
            type="submit"
            disabled={!password || verify.isPending}
            data-testid="gate-submit"
            className="w-full"
          >
            {verify.isPending ? t("gate.verifying") : t("gate.submit")}
          </Button>
          {demoHint !== null && (
            <Alert variant="info" data-testid="gate-demo-hint">
              <AlertDescription>{t("gate.demoHint", { hint: demoHint })}</AlertDescription>
            </Alert>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
