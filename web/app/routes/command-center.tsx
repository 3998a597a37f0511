import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { buttonVariants } from "@web/components/ui/button";
import { RequireAuth } from "@web/features/auth/components/require-auth";
import { CommandCenter } from "@web/features/command-center/components/command-center";

/** /command-center: the Unified AI Command Center on its own page (the agents hub embeds it too). */
export default function CommandCenterRoute() {
  const { t } = useTranslation();
  return (
    <RequireAuth>
      <main className="mx-auto grid w-full max-w-4xl gap-4 p-4 pb-24">
        <Link href="/dashboard" className={buttonVariants({ variant: "ghost", className: "justify-self-start" })}>
          <ArrowLeft aria-hidden="true" />
          {t("commandCenter.backToDashboard")}
        </Link>
        <CommandCenter />
      </main>
    </RequireAuth>
  );
}
