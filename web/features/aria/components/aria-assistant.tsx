import { Calculator, Car, Send } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { cn } from "@web/lib/utils";
import { fetchCalculatorUrl } from "../api/get-calculator-url";
import { useAriaStatus } from "../api/get-aria-status";
import { useSendAriaMessage } from "../api/send-aria-message";
import { scrollToEndWithin } from "@web/lib/scroll-to-end";

type Lang = "en" | "es";
interface Line {
  role: "user" | "assistant";
  content: string;
  flow?: string;
}

/**
 * The car-financing assistant (spec 02 §2.14): a bilingual chat with flow
 * labels, a language toggle that resets the greeting, the status indicator,
 * the calculator launch and the facts box.
 */
export function AriaAssistant() {
  const { t, i18n } = useTranslation();
  // One language setting for the whole app (decision 060): Aria speaks the page's language.
  const lang: Lang = i18n.resolvedLanguage === "es" ? "es" : "en";
  const tl = i18n.getFixedT(lang);
  const greeting = (): Line => ({ role: "assistant", content: tl("aria.greeting"), flow: "greeting" });
  const [lines, setLines] = useState<Line[]>([greeting()]);
  const [input, setInput] = useState("");
  const [userData, setUserData] = useState<Record<string, unknown>>({ preferredLanguage: "en" });
  const status = useAriaStatus(lang);
  const chat = useSendAriaMessage();
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setLines([{ role: "assistant", content: i18n.getFixedT(lang)("aria.greeting"), flow: "greeting" }]);
    setUserData((u) => ({ ...u, preferredLanguage: lang }));
  }, [lang, i18n]);
  useEffect(() => {
    scrollToEndWithin(endRef.current);
  }, [lines.length]);

  function send(e: FormEvent) {
    e.preventDefault();
    const message = input.trim();
    if (!message || chat.isPending) return;
    setLines((l) => [...l, { role: "user", content: message }]);
    setInput("");
    chat.mutate(
      { message, userData: { ...userData, preferredLanguage: lang } },
      {
        onSuccess: (res) => {
          setLines((l) => [...l, { role: "assistant", content: res.response, flow: res.flow }]);
          setUserData(res.userData);
        },
        onError: () => setLines((l) => [...l, { role: "assistant", content: tl("aria.error") }]),
      },
    );
  }

  async function openCalculator() {
    try {
      // The figures the conversation gave (Aria keeps them in userData), else the spec's defaults.
      const figure = (key: string) => (typeof userData[key] === "number" ? (userData[key] as number) : undefined);
      const { calculatorUrl } = await fetchCalculatorUrl({
        budget: figure("vehiclePrice"),
        downPayment: figure("downPayment") ?? 10000,
        term: figure("termMonths") ?? 48,
      });
      window.open(calculatorUrl, "_blank", "noopener");
    } catch (err) {
      console.error("calculator", err); // spec 02 §8: only logged
    }
  }

  const online = status.data?.available === true;
  return (
    <Card data-testid="aria-assistant">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <Car className="size-5 text-blue-600" aria-hidden="true" />
          {tl("aria.title")}
        </CardTitle>
        <div className="flex items-center gap-2">
          {/* What answers: a model whose last call answered, a model not proven yet, or the guided flows (no model). */}
          {status.data && (
            <Badge variant={online ? "secondary" : "outline"} data-testid="aria-status" data-engine={status.data.engine}>
              {online ? tl("aria.available") : status.data.engine === "model" ? tl("aria.unproven") : tl("aria.offline")}
            </Badge>
          )}
        </div>
      </CardHeader>
      <CardContent className="grid gap-3 md:grid-cols-[1fr_14rem]">
        <div className="grid gap-2">
          {/* The log wraps the list (a role on the ul would orphan its items); focusable so the keyboard can scroll it. */}
          <div className="max-h-80 min-h-40 overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-3" role="log" aria-live="polite" aria-label={t("aria.title")} tabIndex={0} data-testid="aria-messages">
          <ul className="grid content-start gap-2">
            {lines.map((line, i) => (
              <li key={i} className={cn("flex flex-col gap-1", line.role === "user" ? "items-end" : "items-start")} data-testid="aria-message" data-role={line.role}>
                {line.flow && line.flow !== "greeting" && (
                  <Badge variant="outline" className="text-[10px]" data-testid="aria-flow" data-flow={line.flow}>
                    {tl(`aria.flows.${line.flow}`, { defaultValue: "" })}
                  </Badge>
                )}
                <p className={cn("max-w-[85%] whitespace-pre-wrap rounded-lg px-3 py-2 text-sm", line.role === "user" ? "bg-blue-600 text-white" : "bg-white shadow-sm")}>{line.content}</p>
              </li>
            ))}
            {chat.isPending && <li className="text-sm italic text-slate-600">{t("chat.thinking")}</li>}
          </ul>
          <div ref={endRef} />
          </div>
          <form onSubmit={send} className="flex gap-2">
            <Input value={input} onChange={(e) => setInput(e.target.value)} placeholder={tl("aria.placeholder")} aria-label={tl("aria.placeholder")} maxLength={4000} data-testid="aria-input" />
            <Button type="submit" disabled={!input.trim() || chat.isPending} data-testid="aria-send">
              <Send aria-hidden="true" />
              {tl("aria.send")}
            </Button>
          </form>
        </div>
        <aside className="grid content-start gap-2 rounded-md border border-slate-200 p-3 text-sm" data-testid="aria-facts">
          <p className="font-medium">{tl("aria.factsTitle")}</p>
          <ul className="ml-4 list-disc text-slate-700">
            {(["approval", "downPayment", "cosigner", "credit"] as const).map((k) => <li key={k}>{tl(`aria.facts.${k}`)}</li>)}
          </ul>
          <Button variant="outline" size="sm" onClick={() => void openCalculator()} data-testid="aria-calculator">
            <Calculator aria-hidden="true" />
            {tl("aria.calculator")}
          </Button>
        </aside>
      </CardContent>
    </Card>
  );
}
