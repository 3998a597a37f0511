import { KeyRound } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert, AlertDescription } from "@web/components/ui/alert";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { errorMessage } from "@web/lib/api";
import { formatRelativeTime } from "@web/lib/format";
import { useCreateIngestToken } from "../api/create-ingest-token";
import { useIngestTokens } from "../api/get-ingest-tokens";
import { useRevokeIngestToken } from "../api/revoke-ingest-token";

/** Admins create and revoke the tokens CI posts deployments and quality reports with; a new token is shown once. */
export function IngestTokensCard({ isAdmin }: { isAdmin: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? "en";
  const tokens = useIngestTokens(isAdmin);
  const create = useCreateIngestToken();
  const revoke = useRevokeIngestToken();
  const [name, setName] = useState("");
  const when = (iso: string | null) => (iso ? (formatRelativeTime(iso, lang) ?? iso) : t("liveHub.never"));
  return (
    <Card data-testid="ingest-tokens">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <KeyRound className="size-5 text-blue-600" aria-hidden="true" />
          {t("liveHub.tokens.title")}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p className="text-slate-600">{t("liveHub.tokens.intro")}</p>
        {!isAdmin ? (
          <p className="text-slate-600">{t("liveHub.tokens.adminsOnly")}</p>
        ) : (
          <>
            <form
              className="flex flex-wrap items-end gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                create.mutate(name, { onSuccess: () => setName("") });
              }}
            >
              <div className="grid min-w-0 flex-1 gap-1">
                <Label htmlFor="ingest-token-name">{t("liveHub.tokens.name")}</Label>
                <Input id="ingest-token-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={100} data-testid="ingest-token-name" />
              </div>
              <Button type="submit" disabled={create.isPending || !name.trim()} data-testid="ingest-token-create">{t("liveHub.tokens.create")}</Button>
            </form>
            {create.isError && <Alert variant="destructive"><AlertDescription>{errorMessage(create.error)}</AlertDescription></Alert>}
            {create.data && (
              <Alert variant="info" data-testid="ingest-token-once">
                <AlertDescription>
                  {t("liveHub.tokens.showOnce")} <code className="break-all font-mono text-xs" data-testid="ingest-token-value">{create.data.token}</code>
                </AlertDescription>
              </Alert>
            )}
            {tokens.data?.length === 0 && <p className="text-slate-500">{t("liveHub.tokens.none")}</p>}
            <ul className="grid gap-2">
              {tokens.data?.map((tok) => (
                <li key={tok.id} className="flex flex-wrap items-center justify-between gap-2" data-testid="ingest-token-item">
                  <span className="min-w-0">
                    <span className="block font-medium text-slate-900">{tok.name}</span>
                    <span className="block text-xs text-slate-500">
                      <code>{tok.prefix}…</code> · {t("liveHub.tokens.created", { when: when(tok.createdAt) })} · {t("liveHub.tokens.lastUsed", { when: when(tok.lastUsedAt) })}
                    </span>
                  </span>
                  {tok.revokedAt ? (
                    <Badge variant="secondary">{t("liveHub.tokens.revoked")}</Badge>
                  ) : (
                    <Button type="button" size="sm" variant="outline" onClick={() => revoke.mutate(tok.id)} disabled={revoke.isPending}>
                      {t("liveHub.tokens.revoke")}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
