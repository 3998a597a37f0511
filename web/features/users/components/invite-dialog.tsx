import { zodResolver } from "@hookform/resolvers/zod";
import { Check, Copy, UserPlus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { createUserRequestSchema, type CreateUserRequest, type CreateUserResponse } from "@contract/users";
import { Alert, AlertDescription } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { FieldError, Label } from "@web/components/ui/label";
import { isApiError, serverMessage } from "@web/lib/api";
import { translateValidation } from "@web/lib/validation-messages";
import { useCreateUser } from "../api/create-user";

const EMPTY: CreateUserRequest = { email: "", firstName: "", lastName: "", role: "user", method: "invite" };

/** What to hand the new user, shown once: the invitation link or the generated password. */
export function OneTimeSecret({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <div className="grid gap-2">
      <Label htmlFor={testId}>{label}</Label>
      <div className="flex gap-2">
        <Input id={testId} readOnly value={value} data-testid={testId} className="font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={t("users.copy")}
          onClick={() => {
            void navigator.clipboard?.writeText(value).then(() => setCopied(true), () => undefined);
          }}
        >
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        </Button>
      </div>
      <p className="text-xs text-amber-800">{t("users.shownOnce")}</p>
    </div>
  );
}

/** Add a user: an invitation link (default) or a generated password, each shown once. */
export function InviteDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<CreateUserResponse | null>(null);
  const mutation = useCreateUser();
  const form = useForm<CreateUserRequest>({ resolver: zodResolver(createUserRequestSchema) as never, defaultValues: EMPTY });

  function handleOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      form.reset(EMPTY);
      mutation.reset();
      setResult(null);
    }
  }

  const onSubmit = form.handleSubmit((values) => mutation.mutateAsync(values).then(setResult, () => undefined));
  const errorText = mutation.error ? (isApiError(mutation.error) ? (serverMessage(mutation.error) ?? t("users.failed")) : t("errors.network")) : null;
  const errors = form.formState.errors;

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button data-testid="invite-user">
          <UserPlus aria-hidden="true" />
          {t("users.add")}
        </Button>
      </DialogTrigger>
      <DialogContent data-testid="invite-dialog" className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{result ? t("users.addedTitle", { name: result.user.firstName }) : t("users.addTitle")}</DialogTitle>
          <DialogDescription>{result ? (result.inviteUrl ? t("users.inviteCreated") : t("users.passwordCreated")) : t("users.addDescription")}</DialogDescription>
        </DialogHeader>
        {result ? (
          <div className="grid gap-4">
            {result.inviteUrl && <OneTimeSecret label={t("users.inviteLink")} value={result.inviteUrl} testId="invite-link" />}
            {result.password && <OneTimeSecret label={t("users.generatedPassword")} value={result.password} testId="generated-password" />}
            <DialogFooter>
              <Button onClick={() => handleOpenChange(false)} data-testid="invite-done">{t("users.done")}</Button>
            </DialogFooter>
          </div>
        ) : (
          <form onSubmit={onSubmit} className="grid gap-4" noValidate>
            {errorText && (
              <Alert variant="destructive">
                <AlertDescription>{errorText}</AlertDescription>
              </Alert>
            )}
            {(["email", "firstName", "lastName"] as const).map((name) => (
              <div key={name} className="grid gap-1.5">
                <Label htmlFor={`new-user-${name}`}>{t(`users.field.${name}`)}</Label>
                <Input
                  id={`new-user-${name}`}
                  type={name === "email" ? "email" : "text"}
                  autoComplete="off"
                  aria-invalid={!!errors[name]}
                  aria-describedby={`new-user-${name}-error`}
                  {...form.register(name)}
                />
                <FieldError id={`new-user-${name}-error`} message={translateValidation(t, errors[name]?.message)} />
              </div>
            ))}
            <div className="grid gap-1.5">
              <Label htmlFor="new-user-role">{t("users.field.role")}</Label>
              <select id="new-user-role" className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm" {...form.register("role")}>
                <option value="user">{t("users.role.user")}</option>
                <option value="admin">{t("users.role.admin")}</option>
              </select>
            </div>
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">{t("users.field.method")}</legend>
              {(["invite", "password"] as const).map((method) => (
                <label key={method} className="flex items-start gap-2 text-sm">
                  <input type="radio" value={method} className="mt-1" {...form.register("method")} data-testid={`method-${method}`} />
                  <span>
                    <span className="font-medium">{t(`users.method.${method}`)}</span>
                    <span className="block text-xs text-slate-600">{t(`users.methodHelp.${method}`)}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => handleOpenChange(false)}>{t("common.cancel")}</Button>
              <Button type="submit" disabled={mutation.isPending} data-testid="invite-submit">
                {mutation.isPending ? t("users.adding") : t("users.addSubmit")}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
