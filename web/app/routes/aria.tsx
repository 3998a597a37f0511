import { useSearch } from "wouter";
import { AriaAssistant } from "@web/features/aria/components/aria-assistant";
import { PaymentCalculator } from "@web/features/aria/components/payment-calculator";
import { ToolPage } from "../tool-page";

/** /aria (the assistant) and /aria/calculator (the payment calculator whose URL GET /api/aria/calculator returns). */
export default function AriaRoute({ params }: { params?: { page?: string } }) {
  const search = new URLSearchParams(useSearch());
  const n = (k: string) => (search.get(k) !== null && Number.isFinite(Number(search.get(k))) ? Number(search.get(k)) : undefined);
  const calculator = params?.page === "calculator";
  return (
    <ToolPage>
      {calculator ? <PaymentCalculator initial={{ price: n("price"), downPayment: n("downPayment"), term: n("term") }} /> : <AriaAssistant />}
    </ToolPage>
  );
}
