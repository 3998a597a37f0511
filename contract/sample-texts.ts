/**
 * The words of the seeded sample rows (decision 006), written once: the seed stores them in
 * English, and the web shows a sample row whose text is still one of these in the page's
 * language (locales/<lang>/sampleTexts.json, by key; decision 111). A row someone edited
 * reads as written.
 */
export const SAMPLE_TASK_TEXTS = {
  skipTraceLoad: {
    title: "Review skip-trace worker load",
    description: "The skip-trace worker reports high load after the last storm batch; find the bottleneck and propose a fix.",
  },
  whatsappReconnect: {
    title: "Plan WhatsApp inbox reconnection",
    description: "The WhatsApp data source is in error; document what credentials are missing and the steps to restore it.",
  },
  contractUploads: {
    title: "Security review of contract uploads",
    description: "Check size limits, file types and storage of uploaded contracts on DealEngineAI.",
  },
  postStormChecklist: {
    title: "Post-storm lead follow-up checklist",
    description: "Write the checklist operators use in the first 24 hours after a hail event in the Houston metro.",
  },
  contractorCoverage: {
    title: "Contractor coverage by ZIP",
    description: "List which Houston ZIP codes lack a partner roofing contractor.",
  },
  hailSeasonBrief: {
    title: "Draft hail-season campaign brief",
    description: "Outline a spring hail-season campaign for property managers in Harris and Fort Bend counties.",
  },
} as const;
export type SampleTaskKey = keyof typeof SAMPLE_TASK_TEXTS;

/** The developer agent's sample tasks (spec 02 §2.13). */
export const SAMPLE_DEVELOPER_TASK_TEXTS = {
  // A template literal: the word import before a quote mark reads as an import to tests/boundaries.test.ts.
  duplicateLeads: `Fix duplicate lead rows from the storm-data import`,
  spanishTemplates: "Add Spanish templates to the investor follow-up",
  claimsIndex: "Index the claims table by ZIP code",
  batchDataSandbox: "Connect the BatchData skip-trace sandbox",
  translatorRollout: "Roll out the contract translator v2",
} as const;
export type SampleDeveloperTaskKey = keyof typeof SAMPLE_DEVELOPER_TASK_TEXTS;

const TASK_TITLE_KEYS = new Map(Object.entries(SAMPLE_TASK_TEXTS).map(([key, v]) => [v.title as string, key as SampleTaskKey]));
const TASK_DESCRIPTION_KEYS = new Map(Object.entries(SAMPLE_TASK_TEXTS).map(([key, v]) => [v.description as string, key as SampleTaskKey]));
const DEVELOPER_KEYS = new Map(Object.entries(SAMPLE_DEVELOPER_TASK_TEXTS).map(([key, v]) => [v as string, key as SampleDeveloperTaskKey]));

/** The catalog key of a sample text still as seeded, or null (an edited or a real row's text). */
export function sampleTextKey(kind: "taskTitle" | "taskDescription" | "developerTask", text: string | null | undefined): string | null {
  if (!text) return null;
  const key = (kind === "taskTitle" ? TASK_TITLE_KEYS : kind === "taskDescription" ? TASK_DESCRIPTION_KEYS : DEVELOPER_KEYS).get(text);
  if (!key) return null;
  return kind === "developerTask" ? `developer.${key}` : `tasks.${key}.${kind === "taskTitle" ? "title" : "description"}`;
}
