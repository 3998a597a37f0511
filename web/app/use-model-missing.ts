import { useTranslation } from "react-i18next";
import type { LaunchReadiness } from "@web/features/launch/components/launch-center";
import { useAiStatus } from "@web/features/ai/api/get-ai-status";

/** Why a model-backed tool cannot work on this server (no language model configured), or null. Pages pass it to the tool before the user starts. */
export function useModelMissing(): string | null {
  const { t } = useTranslation();
  const status = useAiStatus(null);
  return status.data && !status.data.configured ? t("serverText.MODEL_NOT_CONFIGURED") : null;
}

/**
 * Whether a launch can work, from the checks (issue 19): no model configured; configured but its
 * stored check has not proved a call yet; or ready (GET /api/ai/status `proven`). Null until it answers.
 */
export function useLaunchReadiness(): LaunchReadiness | null {
  const status = useAiStatus(null);
  if (!status.data) return null;
  return !status.data.configured ? "no_model" : status.data.proven ? "ready" : "unproven";
}
