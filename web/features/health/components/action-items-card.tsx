import { CheckCircle2, Circle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Alert, AlertDescription } from "@web/components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { useActionItems } from "../api/get-action-items";

/** The CTO's action items (spec 03 §2.5), each done or open according to the server's configuration. */
export function ActionItemsCard() {
  const { t } = useTranslation();
  const items = useActionItems();
  return (
    <Card data-testid="action-items">
      <CardHeader><CardTitle className="text-base">{t("cto.actionItems")}</CardTitle></CardHeader>
      <CardContent>
        {items.isPending ? (
          <Spinner />
        ) : items.isError ? (
          <Alert variant="destructive"><AlertDescription>{t("panels.loadFailed")}</AlertDescription></Alert>
        ) : (
          <ul className="space-y-2 text-sm">
            {items.data.map((item) => (
              <li key={item.key} className="flex items-center gap-2" data-done={item.done} data-testid={`action-item-${item.key}`}>
                {item.done ? <CheckCircle2 className="size-4 shrink-0 text-green-600" aria-label={t("cto.done")} /> : <Circle className="size-4 shrink-0 text-slate-400" aria-label={t("cto.open")} />}
                <span className={item.done ? "text-slate-500 line-through" : ""}>{t(`liveHub.actionItems.${item.key}`)}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
