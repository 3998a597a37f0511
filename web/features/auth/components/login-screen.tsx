import { useTranslation } from "react-i18next";
import { useLocation, useSearch } from "wouter";
import { nextFromSearch } from "@web/lib/return-to";
import type { PublicUser } from "@contract/auth";
import { LanguageSwitch } from "@web/components/language-switch";
import { Alert, AlertDescription } from "@web/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader } from "@web/components/ui/card";
import { toast } from "@web/components/ui/use-toast";
import { useAuthConfig } from "../api/get-auth-config";
import { DemoCredentials } from "./demo-credentials";
import { GoogleSignInButton } from "./google-sign-in-button";
import { LoginForm } from "./login-form";

export const AFTER_LOGIN_PATH = "/agents";

/** The sign-in screen, shown on /login and in place of any protected screen when signed out. */
export function LoginScreen() {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const config = useAuthConfig();
  const initialError = new URLSearchParams(search).get("error");

  function handleSignedIn(user: PublicUser) {
    toast({
      title: t("login.successTitle"),
      description: t("login.successDescription", { firstName: user.firstName }),
    });
    // Shown in place of a protected page, the user stays on it; on /login, ?next= or the agents hub.
    if (location === "/login") navigate(nextFromSearch(search) ?? AFTER_LOGIN_PATH);
  }

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 p-4">
      <LanguageSwitch className="self-end" />
      <Card className="w-full max-w-md" data-testid="login-screen">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-semibold leading-tight">{t("app.name")}</h1>
          <CardDescription>{t("login.subtitle")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {config.googleAuthEnabled && (
            <>
              <GoogleSignInButton />
              {config.emailPasswordEnabled && (
                <div className="flex items-center gap-3 text-xs uppercase text-slate-500">
                  <span className="h-px flex-1 bg-slate-200" />
                  {t("login.divider")}
                  <span className="h-px flex-1 bg-slate-200" />
                </div>
              )}
            </>
          )}
          {config.emailPasswordEnabled ? (
            <LoginForm initialError={initialError} onSignedIn={handleSignedIn} />
          ) : (
            <>
              {initialError && (
                <Alert variant="destructive" data-testid="login-error">
                  <AlertDescription>{initialError}</AlertDescription>
                </Alert>
              )}
              <p className="text-sm text-slate-600">{t("login.emailDisabled")}</p>
            </>
          )}
          {config.demoCredentials && <DemoCredentials {...config.demoCredentials} />}
        </CardContent>
      </Card>
    </main>
  );
}
