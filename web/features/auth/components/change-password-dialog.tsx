import { zodResolver } from "@hookform/resolvers/zod";
import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { changePasswordRequestSchema, type ChangePasswordRequest } from "@contract/auth";
import { Alert, AlertDescription } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@web/components/ui/dialog";
import { FieldError, Label } from "@web/components/ui/label";
import { toast } from "@web/components/ui/use-toast";
import { isApiError, serverMessage } from "@web/lib/api";
import { translateValidation } from "@web/lib/validation-messages";
import { useChangePassword } from "../api/change-password";
import { PasswordInput } from "@web/components/ui/password-input";

const EMPTY: ChangePasswordRequest = { currentPassword: "", newPassword: "", confirmPassword: "" };

const FIELDS = [
  { name: "currentPassword", autoComplete: "current-password" },
  { name: "newPassword", autoComplete: "new-password" },
  { name: "confirmPassword", autoComplete: "new-password" },
] as const;

/** Change password, reached from the dashboard footer. */
export function ChangePasswordDialog({ trigger }: { trigger: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const mutation = useChangePassword();
  const form = useForm<ChangePasswordRequest>({
    resolver: zodResolver(changePasswordRequestSchema),
    defaultValues: EMPTY,
  });

  function handleOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      form.reset(EMPTY);
      mutation.reset();
    }
  }

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutateAsync(values).then(
      () => {
        toast({ title: t("changePassword.successTitle"), description: t("changePassword.successDescription") });
        handleOpenChange(false);
      },
      () => undefined,
    ),
  );

  const errorText = mutation.error
    ? isApiError(mutation.error)
      ? (serverMessage(mutation.error) ?? t("changePassword.failed"))
      : t("errors.network")
    : null;

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent data-testid="change-password-dialog">
        <DialogHeader>
          <DialogTitle>{t("changePassword.title")}</DialogTitle>
          <DialogDescription>{t("changePassword.description")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          {errorText && (
            <Alert variant="destructive">
              <AlertDescription>{errorText}</AlertDescription>
            </Alert>
          )}
          {FIELDS.map(({ name, autoComplete }) => {
            const id = `change-password-${name}`;
            const error = translateValidation(t, form.formState.errors[name]?.message);
            return (
              <div key={name} className="grid gap-2">
                <Label htmlFor={id}>{t(`changePassword.${name}`)}</Label>
                <PasswordInput
                  id={id}
                  autoComplete={autoComplete}
                  aria-invalid={!!error}
                  aria-describedby={error ? `${id}-error` : undefined}
                  data-testid={id}
                  {...form.register(name)}
                />
                <FieldError id={`${id}-error`} message={error} />
              </div>
            );
          })}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => handleOpenChange(false)}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={mutation.isPending} data-testid="change-password-submit">
              {mutation.isPending ? t("changePassword.submitting") : t("changePassword.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
