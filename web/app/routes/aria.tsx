import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useSearch } from "wouter";
import { buttonVariants } from "@web/components/ui/button";
import { RequireAuth } from "@web/features/auth/components/require-auth";
import { AriaAssistant } from "@web/features/aria/components/aria-assistant";
import { PaymentCalculator } from "@web/features/aria/components/payment-calculator";

/** /aria (the assistant) and /aria/calculator (the payment calculator whose URL GET /api/aria/calculator returns). */
export default function AriaRoute({ params }: { params?: { page?: string } }) {
  const { t } = useTranslation();
  const search = new URLSearchParams(useSearch());
  const n = (k: string) => (search.get(k) !== null && Number.isFinite(Number(search.get(k))) ? Number(search.get(k)) : undefined);
  const calculator = params?.page === "calculator";
  return (
    <RequireAuth>
      <main className="mx-auto grid w-full max-w-4xl gap-4 p-4 pb-24">
        <Link href={calculator ? "/aria" : "/dashboard"} className={buttonVariants({ variant: "ghost", className: "justify-self-start" })}>
          <ArrowLeft aria-hidden="true" />
          {calculator ? t("aria.back") : t("commandCenter.backToDashboard")}
        </Link>
        {calculator ? <PaymentCalculator initial={{ price: n("price"), downPayment: n("downPayment"), term: n("term") }} /> : <AriaAssistant />}
      </main>
    </RequireAuth>
  );
}
