import { generateText, stepCountIs, streamText, type ModelMessage } from "ai";
import type { AgentContext, AgentEngine, AgentReply, ReplyEvents, TaskToWork, TaskWork, ToolCallRecord } from "./engine";
import { buildSystemPrompt, historyWithinBudget } from "./prompt";
import { callProvider } from "./providers/call";
import { ProviderError } from "./providers/errors";
import { usageOf, type ProviderLanguageModel } from "./providers/service";

const MAX_CHAT_STEPS = 5;
const MAX_TASK_STEPS = 8;

/** Agents answering with a language model: streamed replies, tools, usage. */
export class LanguageModelEngine implements AgentEngine {
  readonly name = "llm";
  constructor(private readonly lm: ProviderLanguageModel) {}

  label(agentModel?: string | null) {
    return this.lm.modelId(agentModel);
  }

  async reply(context: AgentContext, _userMessage: string, signal?: AbortSignal, events?: ReplyEvents): Promise<AgentReply> {
    const model = this.lm.modelId(context.agent.model);
    const messages = historyWithinBudget(context.history, this.lm.config.historyTokenBudget) as ModelMessage[];
    let content = "";
    let toolCalls: ToolCallRecord[] = [];
    let usage = { inputTokens: 0, outputTokens: 0 };
    let stopped = false;

    await callProvider(
      this.lm.config,
      signal,
      async (abortSignal) => {
        content = "";
        toolCalls = [];
        const result = streamText({
          model: this.lm.models(model),
          system: buildSystemPrompt(context),
          messages,
          tools: context.tools,
          stopWhen: stepCountIs(MAX_CHAT_STEPS),
          abortSignal,
          maxRetries: 0,
          // Errors arrive as stream parts and are handled below; no console noise.
          onError: () => {},
        });
        for await (const part of result.fullStream) {
          switch (part.type) {
            case "text-delta":
              content += part.text;
              events?.onText?.(part.text);
              break;
            case "tool-call": {
              const call: ToolCallRecord = { id: part.toolCallId, name: part.toolName, input: part.input };
              toolCalls.push(call);
              events?.onToolCall?.(call);
              break;
            }
            case "tool-result": {
              const call = toolCalls.find((c) => c.id === part.toolCallId);
              if (call) {
                call.output = part.output;
                events?.onToolResult?.(call);
              }
              break;
            }
            case "tool-error": {
              const call = toolCalls.find((c) => c.id === part.toolCallId);
              if (call) {
                call.error = part.error instanceof Error ? part.error.message : String(part.error);
                events?.onToolResult?.(call);
              }
              break;
            }
            case "finish":
              usage = usageOf(part.totalUsage);
              break;
            case "abort":
              stopped = true;
              break;
            case "error":
              throw part.error;
          }
        }
        if (stopped && !signal?.aborted) throw new ProviderError("timeout", "timeout");
      },
      () => content.length > 0 || toolCalls.length > 0,
    ).catch((err) => {
      // Stopped by the user: keep what arrived.
      if (err instanceof ProviderError && err.kind === "aborted") {
        stopped = true;
        return;
      }
      throw err;
    });

    return {
      content,
      metadata: {
        engine: this.name,
        provider: this.lm.config.provider,
        model,
        usage,
        ...(toolCalls.length ? { toolCalls } : {}),
        ...(stopped ? { stopped: true } : {}),
      },
    };
  }

  async work(context: AgentContext, task: TaskToWork, onProgress: (p: number) => Promise<void>, signal?: AbortSignal): Promise<TaskWork> {
    const model = this.lm.modelId(context.agent.model);
    let step = 0;
    const result = await callProvider(this.lm.config, signal, (abortSignal) => {
      step = 0;
      return generateText({
        model: this.lm.models(model),
        system: buildSystemPrompt(context),
        prompt:
          `Work this task now and report the outcome.\n\nTask #${task.id}: ${task.title}\nPriority: ${task.priority}\n` +
          (task.description ? `Description: ${task.description}\n` : "") +
          `\nUse your tools where they help. Your final answer is stored as the task's result: give the deliverable itself ` +
          `(plan, draft, analysis, findings) in Markdown, and say plainly what you could not do.`,
        tools: context.tools,
        stopWhen: stepCountIs(MAX_TASK_STEPS),
        abortSignal,
        maxRetries: 0,
        onStepFinish: async () => {
          step += 1;
          await onProgress(Math.min(90, 10 + Math.round((80 * step) / MAX_TASK_STEPS)));
        },
      });
    });
    const toolCalls: ToolCallRecord[] = result.steps.flatMap((s) =>
      s.toolCalls.map((c) => {
        const r = s.toolResults.find((x) => x.toolCallId === c.toolCallId);
        return { id: c.toolCallId, name: c.toolName, input: c.input, ...(r ? { output: r.output } : {}) };
      }),
    );
    if (!result.text.trim()) throw new ProviderError("the language model returned an empty result", "other");
    return {
      result: result.text,
      metadata: {
        engine: this.name,
        provider: this.lm.config.provider,
        model,
        usage: usageOf(result.totalUsage),
        ...(toolCalls.length ? { toolCalls } : {}),
      },
    };
  }
}
