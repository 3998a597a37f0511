import type { CONTRACT_LANGUAGES } from "../../../contract/contracts";

/** How the prompts name the three languages of the translation service. */
export const LANGUAGE_NAMES: Record<(typeof CONTRACT_LANGUAGES)[number], string> = {
  "es-MX": "Spanish (Mexico)",
  "en-US": "English (United States)",
  "pt-BR": "Portuguese (Brazil)",
};
