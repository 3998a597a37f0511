import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { buttonVariants } from "@web/components/ui/button";
import { RequireAuth } from "@web/features/auth/components/require-auth";
import { CmoAgent } from "@web/features/cmo/components/cmo-agent";

/** /cmo: the CMO agent page (spec 02 §2.4). */
export default function CmoRoute() {
  const { t } = useTranslation();
  return (
    <RequireAuth>
      <main className="mx-auto grid w-full max-w-4xl gap-4 p-4 pb-24">
        <Link href="/dashboard" className={buttonVariants({ variant: "ghost", className: "justify-self-start" })}>
          <ArrowLeft aria-hidden="true" />
          {t("cmo.back")}
        </Link>
        <CmoAgent />
      </main>
    </RequireAuth>
  );
}
