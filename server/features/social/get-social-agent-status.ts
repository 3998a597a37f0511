import type { SocialStatus } from "../../../contract/social";
import type { LanguageModelService } from "../../agents/language-model";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { linkedin } from "../../integrations/linkedin/client";
import { getConnectionStatus } from "./get-connection-status";

/** Connected when the agent can write (a language model) and has somewhere to publish (a connected LinkedIn). */
export async function getSocialAgentStatus({ db, config, ai }: { db: Db; config: Config; ai: LanguageModelService }): Promise<SocialStatus> {
  const li = await getConnectionStatus({ db, config }, linkedin);
  const connected = ai.configured && li.status.connected;
  const code = connected ? "SOCIAL_AGENT_READY" : !ai.configured ? "SOCIAL_AGENT_NO_MODEL" : "SOCIAL_AGENT_NO_LINKEDIN";
  const message = connected
    ? `Ready: writing with ${ai.label}, publishing to LinkedIn`
    : !ai.configured
      ? "Disconnected: no language model is configured (set AI_PROVIDER, AI_MODEL and AI_API_KEY)."
      : "Disconnected: connect LinkedIn in the Social Media Integration Hub.";
  return {
    status: { connected, message, code, params: { model: ai.label } },
    platforms: [
      { platform: "linkedin", connected: li.status.connected },
      { platform: "twitter", connected: false },
      { platform: "threads", connected: false },
    ],
  };
}
