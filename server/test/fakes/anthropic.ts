/**
 * The Anthropic-shaped fake: the same server answers POST /v1/messages in
 * Anthropic's format (streamed `message_start` … `message_stop` events, or
 * one JSON message; tool_use blocks; error bodies). Point AI_BASE_URL at
 * `fake.url` with AI_PROVIDER=anthropic.
 */
export { FakeLanguageModelServer as FakeAnthropicServer, type FakeAnswer } from "./openai";
