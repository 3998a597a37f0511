import type { z } from "zod";
import { HttpError } from "../lib/http-error";

/**
 * Generation for features that produce content (campaigns, calendars, summaries,
 * translations, standups). With no language model configured every call throws
 * ModelNotConfiguredError, which answers 503 with what to configure: nothing is
 * invented. The providers (OpenAI-compatible, Anthropic) implement this in
 * server/agents/providers/.
 */
export interface LanguageModelService {
  /** True when a language model is configured. */
  readonly configured: boolean;
  /** What the UI shows where the spec says "GPT-4 Powered": the model id, or "Offline engine". */
  readonly label: string;
  generateText(options: GenerateOptions): Promise<GeneratedText>;
  generateObject<T>(options: GenerateOptions & { schema: z.ZodType<T>; schemaName?: string }): Promise<GeneratedObject<T>>;
}

export interface GenerateOptions {
  system: string;
  prompt: string;
  signal?: AbortSignal;
  /** Per-agent model override (agents.model), when the agent has one. */
  model?: string | null;
}

export interface Usage {
  inputTokens: number;
  outputTokens: number;
}
export interface GeneratedText {
  text: string;
  model: string;
  usage: Usage;
}
export interface GeneratedObject<T> {
  object: T;
  model: string;
  usage: Usage;
}

export const MODEL_NOT_CONFIGURED_MESSAGE =
  "No language model is configured. Set AI_PROVIDER, AI_MODEL and AI_API_KEY (see the README) to enable this.";

export class ModelNotConfiguredError extends HttpError {
  constructor(what?: string) {
    super(503, what ? `${what}: ${MODEL_NOT_CONFIGURED_MESSAGE}` : MODEL_NOT_CONFIGURED_MESSAGE, "MODEL_NOT_CONFIGURED");
  }
}

/** The service when no model is configured. */
export class NoLanguageModel implements LanguageModelService {
  readonly configured = false;
  readonly label = "Offline engine";
  async generateText(): Promise<GeneratedText> {
    throw new ModelNotConfiguredError();
  }
  async generateObject<T>(): Promise<GeneratedObject<T>> {
    throw new ModelNotConfiguredError();
  }
}
