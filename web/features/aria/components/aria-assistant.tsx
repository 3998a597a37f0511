import { Bot } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";

/**
 * PLACEHOLDER in the issue-4 branch: the real component arrives with the agents
 * release (issue 3), which replaces this file at merge. It says so honestly.
 */
export function AriaAssistant() {
  const { t } = useTranslation();
  return (
    <Card data-testid="placeholder-aria">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Bot className="size-5 text-blue-600" aria-hidden="true" />
          {t("hub.placeholders.aria")}
        </CardTitle>
      </CardHeader>
      <CardContent className="text-sm text-slate-600">{t("hub.placeholders.arrives")}</CardContent>
    </Card>
  );
}
