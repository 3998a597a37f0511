import { ArrowRight, Building2, Home, LayoutDashboard, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { PublicPage } from "@web/components/layout/public-page";
import { buttonVariants } from "@web/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";

const PLATFORMS = [
  { href: "/roofstrike", key: "roofstrike", icon: Home },
  { href: "/dealengineai", key: "dealengineai", icon: Building2 },
] as const;

/** /: the product name, "Multi-Agent Dashboard", and the ways in. */
export default function HomeRoute() {
  const { t } = useTranslation();
  return (
    <PublicPage>
      <div className="grid w-full max-w-3xl gap-8 py-8">
        <header className="text-center">
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t("app.name")}</h1>
          <p className="mt-2 text-lg text-slate-600">{t("app.subtitle")}</p>
        </header>
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          <Link href="/agents" className={buttonVariants({ size: "lg" })} data-testid="home-enter-dashboard">
            <Users aria-hidden="true" />
            {t("pages.agents")}
          </Link>
          <Link
            href="/dashboard"
            className={buttonVariants({ size: "lg", variant: "outline" })}
            data-testid="home-live-dashboard"
          >
            <LayoutDashboard aria-hidden="true" />
            {t("pages.dashboard")}
          </Link>
        </div>
        <section aria-labelledby="platforms-heading" className="grid gap-3">
          <h2 id="platforms-heading" className="text-center text-sm font-semibold uppercase tracking-wide text-slate-500">
            {t("home.platforms")}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {PLATFORMS.map(({ href, key, icon: Icon }) => (
              <li key={key}>
                <Link href={href} className="block rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500" data-testid={`home-platform-${key}`}>
                  <Card className="h-full transition-shadow hover:shadow-md">
                    <CardHeader>
                      <CardTitle className="flex items-center gap-2">
                        <Icon className="size-5 text-blue-600" aria-hidden="true" />
                        {t(`home.platform.${key}.name`)}
                      </CardTitle>
                      <CardDescription>{t(`home.platform.${key}.description`)}</CardDescription>
                      <span className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-blue-600">
                        {t("home.openAdmin")}
                        <ArrowRight className="size-4" aria-hidden="true" />
                      </span>
                    </CardHeader>
                  </Card>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </PublicPage>
  );
}
