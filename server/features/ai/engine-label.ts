import type { AgentEngine } from "../../agents/engine";

/** The model an agent answers with (its override, or AI_MODEL), or "Offline engine". */
export const engineLabel = (engine: AgentEngine, model?: string | null) => engine.label?.(model) ?? engine.name;
