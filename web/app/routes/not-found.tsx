import { AlertCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent } from "@web/components/ui/card";

/** Any other path: the 404 card. */
export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen w-full items-center justify-center bg-slate-50 p-4">
      <Card className="w-full max-w-md" data-testid="not-found">
        <CardContent className="pt-6">
          <div className="mb-4 flex gap-2">
            <AlertCircle className="size-8 text-red-500" aria-hidden="true" />
            <h1 className="text-2xl font-bold text-slate-900">{t("notFound.title")}</h1>
          </div>
          <p className="mt-4 text-sm text-slate-600">{t("notFound.description")}</p>
        </CardContent>
      </Card>
    </div>
  );
}
