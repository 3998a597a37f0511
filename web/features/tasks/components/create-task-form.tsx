import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { insertTaskSchema } from "@contract/tasks";
import { Alert, AlertDescription } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { FieldError, Label } from "@web/components/ui/label";
import { Textarea } from "@web/components/ui/textarea";
import { errorMessage, serverIssues } from "@web/lib/api";
import { translateValidation } from "@web/lib/validation-messages";
import { useCreateTask } from "../api/create-task";

/** Title and description, both required after trimming (spec 01 §5). */
const newTaskFormSchema = insertTaskSchema.pick({ title: true, description: true });
type NewTaskForm = z.input<typeof newTaskFormSchema>;

export function CreateTaskForm({ agentId }: { agentId: number }) {
  const { t } = useTranslation();
  const create = useCreateTask(agentId);
  const form = useForm<NewTaskForm, unknown, z.output<typeof newTaskFormSchema>>({
    resolver: zodResolver(newTaskFormSchema),
    defaultValues: { title: "", description: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    create.mutateAsync(values).then(
      () => form.reset({ title: "", description: "" }),
      (error: unknown) => {
        for (const issue of serverIssues(error)) {
          if (issue.path === "title" || issue.path === "description") {
            form.setError(issue.path, { message: issue.message });
          }
        }
      },
    ),
  );

  const titleError = translateValidation(t, errors.title?.message);
  const descriptionError = translateValidation(t, errors.description?.message);
  const failure = create.error ? errorMessage(create.error) : null;

  return (
    <form onSubmit={onSubmit} className="grid gap-3 border-t border-slate-200 pt-4" noValidate>
      <h3 className="text-sm font-semibold text-slate-900">{t("tasks.newTask")}</h3>
      <div className="grid gap-1.5">
        <Label htmlFor="task-title">{t("tasks.titleLabel")}</Label>
        <Input
          id="task-title"
          placeholder={t("tasks.titlePlaceholder")}
          aria-invalid={!!titleError}
          aria-describedby={titleError ? "task-title-error" : undefined}
          data-testid="task-title"
          {...form.register("title")}
        />
        <FieldError id="task-title-error" message={titleError} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="task-description">{t("tasks.descriptionLabel")}</Label>
        <Textarea
          id="task-description"
          rows={3}
          placeholder={t("tasks.descriptionPlaceholder")}
          aria-invalid={!!descriptionError}
          aria-describedby={descriptionError ? "task-description-error" : undefined}
          data-testid="task-description"
          {...form.register("description")}
        />
        <FieldError id="task-description-error" message={descriptionError} />
      </div>
      {failure && (
        <Alert variant="destructive" data-testid="task-error">
          <AlertDescription>{t("tasks.createFailed", { message: failure })}</AlertDescription>
        </Alert>
      )}
      <Button type="submit" disabled={create.isPending} data-testid="task-create" className="justify-self-start">
        <Plus aria-hidden="true" />
        {create.isPending ? t("tasks.creating") : t("tasks.create")}
      </Button>
    </form>
  );
}
