import type { TranslateContractResponse } from "@contract/contracts";

/** Spec 03 §9: a plain-text file named with a timestamp: languages, type, date, original, translation, disclaimer. */
export function translationFile(r: TranslateContractResponse, typeLabel: string): { name: string; text: string } {
  const stamp = r.timestamp.replace(/[:.]/g, "-");
  const text = [
    "CONTRACT TRANSLATION",
    `Languages: ${r.sourceLanguage} -> ${r.targetLanguage}`,
    `Contract type: ${typeLabel}`,
    `Date: ${r.timestamp}`,
    `Model: ${r.model}`,
    "",
    "ORIGINAL",
    r.originalText,
    "",
    "TRANSLATION",
    r.translatedText,
    "",
    "LEGAL DISCLAIMER",
    r.legalDisclaimer,
    "",
  ].join("\n");
  return { name: `contract-translation-${stamp}.txt`, text };
}
