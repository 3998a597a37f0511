import { ContinuityManager } from "@web/features/conversations/components/continuity-manager";
import { EnhancedConversations } from "@web/features/conversations/components/enhanced-conversations";
import { ToolPage } from "../tool-page";

/** /conversations: the enhanced conversations view and the Project Continuity Manager (the agents hub embeds them too). */
export default function ConversationsRoute() {
  return (
    <ToolPage wide>
      <EnhancedConversations />
      <ContinuityManager />
    </ToolPage>
  );
}
