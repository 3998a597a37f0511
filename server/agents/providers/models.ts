import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { createAnthropic } from "@ai-sdk/anthropic";
import type { LanguageModel } from "ai";
import type { AiConfig } from "../../config";

export type ModelFactory = (modelId: string) => LanguageModel;

/**
 * The AI SDK model for a model id, on the configured provider. OpenAI itself
 * goes through the OpenAI-compatible provider too (decision 020): one code
 * path for OpenAI, Azure OpenAI, Ollama, vLLM, llama.cpp server, LM Studio,
 * OpenRouter and Groq. A model object holds only its settings, so one per
 * model id is kept and reused by every call.
 */
export function createModelFactory(config: AiConfig): ModelFactory {
  const made = new Map<string, LanguageModel>();
  const create = providerModels(config);
  return (id) => {
    let model = made.get(id);
    if (!model) made.set(id, (model = create(id)));
    return model;
  };
}

function providerModels(config: AiConfig): ModelFactory {
  if (config.provider === "anthropic") {
    const anthropic = createAnthropic({ baseURL: config.baseUrl, apiKey: config.apiKey });
    return (id) => anthropic(id);
  }
  const provider = createOpenAICompatible({
    name: config.provider,
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
    includeUsage: true,
    supportsStructuredOutputs: config.provider === "openai",
  });
  return (id) => provider.chatModel(id);
}
