import { Wrench } from "lucide-react";
import { useTranslation } from "react-i18next";

export interface ToolCallView {
  id: string;
  name: string;
  input: unknown;
  output?: unknown;
  error?: string;
}

/** The tools an agent used for a reply, folded: name and state, details on open. */
export function ToolCalls({ calls }: { calls: readonly ToolCallView[] }) {
  const { t } = useTranslation();
  if (calls.length === 0) return null;
  return (
    <div className="grid w-full max-w-[85%] gap-1" data-testid="chat-tool-calls">
      {calls.map((call) => (
        <details key={call.id} className="rounded-md border border-slate-200 bg-white px-2 py-1 text-xs" data-testid="chat-tool-call">
          <summary className="flex cursor-pointer items-center gap-1 text-slate-600">
            <Wrench className="size-3" aria-hidden="true" />
            {t("agentChat.toolUsed", { name: call.name })}
            <span className="text-slate-400">
              {call.error ? t("agentChat.toolFailed") : call.output === undefined ? t("agentChat.toolRunning") : t("agentChat.toolDone")}
            </span>
          </summary>
          <p className="mt-1 font-medium">{t("agentChat.toolInput")}</p>
          <pre className="overflow-x-auto whitespace-pre-wrap break-words text-slate-700">{JSON.stringify(call.input, null, 2)}</pre>
          <p className="mt-1 font-medium">{call.error ? t("agentChat.toolError") : t("agentChat.toolOutput")}</p>
          <pre className="max-h-48 overflow-auto whitespace-pre-wrap break-words text-slate-700">
            {call.error ?? JSON.stringify(call.output, null, 2)}
          </pre>
        </details>
      ))}
    </div>
  );
}

/** Tool calls stored on a message's metadata. */
export function toolCallsOf(metadata: Record<string, unknown> | null | undefined): ToolCallView[] {
  const list = metadata?.toolCalls;
  return Array.isArray(list) ? (list as ToolCallView[]).filter((c) => c && typeof c.name === "string") : [];
}
