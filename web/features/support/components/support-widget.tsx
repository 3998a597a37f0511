import { LifeBuoy, MessageCircle, Minus, Send, Trash2, X } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { Button } from "@web/components/ui/button";
import { Textarea } from "@web/components/ui/textarea";
import { MarkdownMessage } from "@web/components/markdown-message";
import { cn } from "@web/lib/utils";
import { useAskSupportAgent } from "../api/ask-support-agent";
import { FeedbackButton } from "./feedback-button";
import { scrollToEndWithin } from "@web/lib/scroll-to-end";

type WidgetState = "closed" | "open" | "minimized";
interface ChatLine {
  role: "system" | "user" | "assistant";
  content: string;
  timestamp: string;
}
const STORAGE_KEY = "aoh.support";
const QUICK_HELPS = ["agentSetup", "dataIssues", "deployment", "apiKeys"] as const;

function load(greeting: string): { state: WidgetState; lines: ChatLine[] } {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (raw) return JSON.parse(raw);
  } catch {}
  return { state: "closed", lines: [{ role: "system", content: greeting, timestamp: new Date().toISOString() }] };
}

/**
 * The floating support chat (spec 02 §2.5) on every signed-in page: closed,
 * open or minimized; quick helps; clear resets to the single system message;
 * Enter sends, Shift+Enter makes a new line; input is ignored while a reply
 * is pending. The chat survives page changes within the tab.
 */
export function SupportWidget({ userEmail, companyId, dock }: { userEmail: string; companyId: number | null; dock?: HTMLElement | null }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const greeting = t("support.greeting");
  const [initial] = useState(() => load(greeting));
  const [state, setState] = useState<WidgetState>(initial.state);
  const [lines, setLines] = useState<ChatLine[]>(initial.lines);
  const [input, setInput] = useState("");
  const ask = useAskSupportAgent();
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ state, lines }));
    } catch {}
  }, [state, lines]);
  useEffect(() => {
    scrollToEndWithin(endRef.current);
  }, [lines.length, ask.isPending, state]);

  function send(text: string) {
    const content = text.trim();
    if (!content || ask.isPending) return;
    const next: ChatLine[] = [...lines, { role: "user", content, timestamp: new Date().toISOString() }];
    setLines(next);
    setInput("");
    ask.mutate(
      {
        messages: next.map((l) => ({ role: l.role, content: l.content, timestamp: l.timestamp })),
        context: { userEmail, companyId, currentPage: location, timestamp: new Date().toISOString() },
      },
      {
        onSuccess: (res) =>
          setLines((ls) => [...ls, { role: "assistant", content: res.response.trim() || t("support.emptyReply"), timestamp: new Date().toISOString() }]),
        onError: () => setLines((ls) => [...ls, { role: "assistant", content: t("support.failure"), timestamp: new Date().toISOString() }]),
      },
    );
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === "Enter" && !e.shiftKey) {
      e.preventDefault();
      send(input);
    }
  }

  // Docked in the page frame's header: the triggers never float over the page's content.
  const docked =
    dock &&
    createPortal(
      <>
        <FeedbackButton compact />
        <Button
          variant={state === "closed" ? "outline" : "secondary"}
          size="icon"
          className="size-9"
          onClick={() => setState(state === "closed" ? "open" : "closed")}
          aria-label={t("support.open")}
          aria-expanded={state !== "closed"}
          title={t("support.open")}
          data-testid="support-open"
        >
          <LifeBuoy aria-hidden="true" />
        </Button>
      </>,
      dock,
    );
  if (dock === null) return null;
  if (state === "closed") {
    if (docked) return docked;
    return (
      <div className="fixed bottom-4 right-4 z-40 flex items-center gap-2">
        <FeedbackButton />
        <Button className="size-12 rounded-full shadow-lg" onClick={() => setState("open")} aria-label={t("support.open")} data-testid="support-open">
          <MessageCircle className="!size-6" aria-hidden="true" />
        </Button>
      </div>
    );
  }

  return (
    <>
    {docked}
    <section
      className={cn(
        "fixed bottom-4 right-4 z-40 flex w-[calc(100vw-2rem)] max-w-sm flex-col rounded-lg border border-slate-200 bg-white shadow-xl",
        state === "open" ? "h-[min(32rem,calc(100vh-2rem))]" : "",
      )}
      aria-label={t("support.title")}
      data-testid="support-widget"
      data-state={state}
    >
      <header className="flex items-center justify-between gap-2 border-b border-slate-200 px-3 py-2">
        <h2 className="flex items-center gap-2 text-sm font-semibold">
          <LifeBuoy className="size-4 text-blue-600" aria-hidden="true" />
          {t("support.title")}
        </h2>
        <div className="flex gap-1">
          <Button variant="ghost" size="icon" onClick={() => setLines([{ role: "system", content: greeting, timestamp: new Date().toISOString() }])} aria-label={t("support.clear")} data-testid="support-clear">
            <Trash2 aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" onClick={() => setState(state === "open" ? "minimized" : "open")} aria-label={state === "open" ? t("support.minimize") : t("support.restore")} data-testid="support-minimize">
            <Minus aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" onClick={() => setState("closed")} aria-label={t("support.close")} data-testid="support-close">
            <X aria-hidden="true" />
          </Button>
        </div>
      </header>
      {state === "open" && (
        <>
          <div className="flex-1 overflow-y-auto p-3" role="log" aria-live="polite" data-testid="support-messages">
            <ul className="grid gap-2">
              {lines.map((line, i) => (
                <li key={i} className={cn("flex", line.role === "user" ? "justify-end" : "justify-start")} data-testid="support-message" data-role={line.role}>
                  <div
                    className={cn(
                      "max-w-[90%] rounded-lg px-3 py-2 text-sm",
                      line.role === "user" ? "whitespace-pre-wrap bg-blue-600 text-white" : line.role === "system" ? "bg-slate-100 text-slate-700" : "bg-slate-50 text-slate-900",
                    )}
                  >
                    {line.role === "assistant" ? <MarkdownMessage content={line.content} /> : line.content}
                  </div>
                </li>
              ))}
              {ask.isPending && (
                <li className="text-sm italic text-slate-500" data-testid="support-thinking">
                  {t("chat.thinking")}
                </li>
              )}
            </ul>
            <div ref={endRef} />
          </div>
          <div className="flex flex-wrap gap-1 border-t border-slate-100 px-3 pt-2">
            {QUICK_HELPS.map((key) => (
              <Button key={key} variant="outline" size="sm" disabled={ask.isPending} onClick={() => send(t(`support.quick.${key}.question`))} data-testid={`support-quick-${key}`}>
                {t(`support.quick.${key}.label`)}
              </Button>
            ))}
          </div>
          <form
            className="flex items-end gap-2 p-3"
            onSubmit={(e) => {
              e.preventDefault();
              send(input);
            }}
          >
            <Textarea
              value={input}
              onChange={(e) => setInput(e.target.value)}
              onKeyDown={onKeyDown}
              rows={2}
              maxLength={4000}
              placeholder={t("support.placeholder")}
              aria-label={t("support.placeholder")}
              className="min-h-0 flex-1 resize-none"
              data-testid="support-input"
            />
            <Button type="submit" size="icon" disabled={!input.trim() || ask.isPending} aria-label={t("support.send")} data-testid="support-send">
              <Send aria-hidden="true" />
            </Button>
          </form>
        </>
      )}
    </section>
    </>
  );
}
