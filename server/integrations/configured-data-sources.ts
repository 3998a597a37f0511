import type { Config } from "../config";
import { linkedin } from "./linkedin/client";
import { skipTraceConfigured } from "./skip-trace/client";
import { slackConfigured } from "./slack/client";
import { whatsappConfigured } from "./whatsapp/client";

/** Which of the four data sources the executive dashboard counts are configured (spec 02 §9: "out of 4"). */
export function configuredDataSources(config: Config) {
  const sources = {
    slack: slackConfigured(config),
    whatsapp: whatsappConfigured(config),
    skipTrace: skipTraceConfigured(config),
    linkedin: linkedin.configured(config),
  };
  return { sources, active: Object.values(sources).filter(Boolean).length, total: 4 as const };
}
