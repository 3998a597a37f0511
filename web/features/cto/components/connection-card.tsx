import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Badge } from "@web/components/ui/badge";
import { serverMessage } from "@web/lib/api";
import { useIntegrationStatus } from "../api/integration-status";

/** Connected / Disconnected with the server's message; 'Checking connection...' until data arrives. */
export function ConnectionCard({ title, path, testId }: { title: string; path: "/api/stripe/status" | "/api/slack/status" | "/api/whatsapp/status"; testId: string }) {
  const { t } = useTranslation();
  const q = useIntegrationStatus(path);
  const status = q.data?.status;
  const unavailable = q.isError;
  return (
    <Card data-testid={testId}>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle className="text-base">{title}</CardTitle>
        {status ? (
          <Badge variant={status.connected ? "success" : "destructive"}>{status.connected ? t("cto.connected") : t("cto.disconnected")}</Badge>
        ) : unavailable ? (
          <Badge variant="destructive">{t("cto.disconnected")}</Badge>
        ) : null}
      </CardHeader>
      <CardContent className="text-sm text-slate-600">
        {status
          ? status.message
          : unavailable
            ? t("cto.statusUnavailable", { reason: serverMessage(q.error) ?? q.error.message })
            : t("cto.checking")}
      </CardContent>
    </Card>
  );
}
