import { useTranslation } from "react-i18next";
import { useAiStatus } from "@web/features/ai/api/get-ai-status";
import { ContinuityManager } from "@web/features/conversations/components/continuity-manager";
import { EnhancedConversations } from "@web/features/conversations/components/enhanced-conversations";
import { ToolPage } from "../tool-page";

/** /conversations: the enhanced conversations view and the Project Continuity Manager (the agents hub embeds them too). */
export default function ConversationsRoute() {
  const { t } = useTranslation();
  const ai = useAiStatus(null);
  return (
    <ToolPage back={{ href: "/dashboard", label: t("commandCenter.backToDashboard") }} wide>
      <EnhancedConversations modelConfigured={ai.data?.configured} />
      <ContinuityManager />
    </ToolPage>
  );
}
