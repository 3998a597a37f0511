import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { buttonVariants } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@web/components/ui/card";
import { PublicPage } from "./public-page";

/** A screen whose content arrives in a later release: its title and an honest line, nothing more. */
export function ComingSoonPage({
  title,
  actions,
  homeLink = true,
}: {
  title: string;
  actions?: ReactNode;
  homeLink?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <PublicPage>
      <Card className="w-full max-w-lg" data-testid="coming-soon">
        <CardHeader>
          <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
          <CardDescription>{t("comingSoon.line")}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2 empty:hidden">
          {actions}
          {homeLink && (
            <Link href="/" className={buttonVariants({ variant: "outline" })}>
              {t("comingSoon.home")}
            </Link>
          )}
        </CardContent>
      </Card>
    </PublicPage>
  );
}
