import { generateObject, generateText } from "ai";
import { z } from "zod";
import type { AiConfig } from "../../config";
import type { GeneratedObject, GeneratedText, GenerateOptions, LanguageModelService, Usage } from "../language-model";
import { callProvider } from "./call";
import { createModelFactory, type ModelFactory } from "./models";

/** LanguageModelService on the configured provider (AI SDK 6). */
// Unsupported-setting warnings (e.g. JSON schema on OpenAI-compatible servers) are expected here.
(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

export class ProviderLanguageModel implements LanguageModelService {
  readonly configured = true;
  readonly models: ModelFactory;
  constructor(readonly config: AiConfig, models?: ModelFactory) {
    this.models = models ?? createModelFactory(config);
  }
  get label() {
    return this.config.model;
  }
  modelId(override?: string | null) {
    return override?.trim() || this.config.model;
  }

  async generateText(options: GenerateOptions): Promise<GeneratedText> {
    const model = this.modelId(options.model);
    const result = await callProvider(this.config, options.signal, (abortSignal) =>
      generateText({ model: this.models(model), system: options.system, prompt: options.prompt, abortSignal, maxRetries: 0 }),
    );
    return { text: result.text, model, usage: usageOf(result.totalUsage) };
  }

  async generateObject<T>(options: GenerateOptions & { schema: z.ZodType<T>; schemaName?: string }): Promise<GeneratedObject<T>> {
    const model = this.modelId(options.model);
    const result = await callProvider(this.config, options.signal, (abortSignal) =>
      generateObject({
        model: this.models(model),
        // Servers without JSON-schema output (most OpenAI-compatible ones) still see the shape.
        system: `${options.system}\n\nAnswer with only a JSON object that matches this JSON schema:\n${JSON.stringify(z.toJSONSchema(options.schema))}`,
        prompt: options.prompt,
        schema: options.schema,
        schemaName: options.schemaName,
        abortSignal,
        maxRetries: 0,
      }),
    );
    return { object: result.object as T, model, usage: usageOf(result.usage) };
  }
}

export function usageOf(u: { inputTokens?: number; outputTokens?: number } | undefined): Usage {
  return { inputTokens: u?.inputTokens ?? 0, outputTokens: u?.outputTokens ?? 0 };
}
