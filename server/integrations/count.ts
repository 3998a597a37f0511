import type { Config } from "../config";

/** The four data sources the executive dashboard counts (spec 02 §9: "out of 4"). */
export function configuredDataSources(config: Config) {
  const sources = {
    slack: !!(config.slack.botToken && config.slack.channelId),
    whatsapp: !!(config.whatsapp.token && config.whatsapp.phoneNumberId),
    skipTrace: !!config.skipTrace.apiKey,
    linkedin: !!(config.linkedin.clientId && config.linkedin.clientSecret),
  };
  return { sources, active: Object.values(sources).filter(Boolean).length, total: 4 as const };
}
