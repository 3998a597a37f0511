import { AlertCircle, Home } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { PublicPage } from "@web/components/layout/public-page";
import { buttonVariants } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";

/** Any other path: the 404 card, with the way home. */
export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <PublicPage>
      <Card className="w-full max-w-md" data-testid="not-found">
        <CardContent className="pt-6">
          <div className="mb-4 flex gap-2">
            <AlertCircle className="size-8 text-red-600" aria-hidden="true" />
            <h1 className="text-2xl font-bold text-slate-900">{t("notFound.title")}</h1>
          </div>
          <p className="mt-4 text-sm text-slate-600">{t("notFound.description")}</p>
          <Link href="/" className={buttonVariants({ className: "mt-6" })} data-testid="not-found-home">
            <Home aria-hidden="true" />
            {t("notFound.home")}
          </Link>
        </CardContent>
      </Card>
    </PublicPage>
  );
}
