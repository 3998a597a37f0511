import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { useFeedback } from "../api/get-feedback";
import { formatDateTime } from "@web/lib/format";

/** Feedback sent by operators, newest first (admins). */
export function FeedbackList() {
  const { t, i18n } = useTranslation();
  const list = useFeedback();
  return (
    <Card data-testid="feedback-list">
      <CardHeader>
        <CardTitle>{t("support.feedbackListTitle")}</CardTitle>
      </CardHeader>
      <CardContent>
        {list.isPending ? null : list.isError ? (
          <p className="text-sm text-red-700">{t("support.feedbackListFailed")}</p>
        ) : list.data.length === 0 ? (
          <p className="text-sm text-slate-500">{t("support.feedbackListEmpty")}</p>
        ) : (
          <ul className="grid gap-2">
            {list.data.map((f) => (
              <li key={f.id} className="rounded-md border border-slate-200 p-3 text-sm" data-testid="feedback-item">
                <p className="whitespace-pre-wrap">{f.message}</p>
                <p className="mt-1 text-xs text-slate-500">
                  {f.email} · {f.page ?? "—"} · {formatDateTime(f.createdAt, i18n.language)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
