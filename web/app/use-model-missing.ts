import { useTranslation } from "react-i18next";
import { useAiStatus } from "@web/features/ai/api/get-ai-status";

/** Why a model-backed tool cannot work on this server (no language model configured), or null. Pages pass it to the tool before the user starts. */
export function useModelMissing(): string | null {
  const { t } = useTranslation();
  const status = useAiStatus(null);
  return status.data && !status.data.configured ? t("serverText.MODEL_NOT_CONFIGURED") : null;
}
