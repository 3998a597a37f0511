import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { buttonVariants } from "@web/components/ui/button";
import { RequireAuth } from "@web/features/auth/components/require-auth";
import { EnhancedConversations } from "@web/features/conversations/components/enhanced-conversations";
import { ContinuityManager } from "@web/features/continuity/components/continuity-manager";

/** /conversations: the enhanced conversations view and the Project Continuity Manager (the agents hub embeds them too). */
export default function ConversationsRoute() {
  const { t } = useTranslation();
  return (
    <RequireAuth>
      <main className="mx-auto grid w-full max-w-5xl gap-4 p-4 pb-24">
        <Link href="/dashboard" className={buttonVariants({ variant: "ghost", className: "justify-self-start" })}>
          <ArrowLeft aria-hidden="true" />
          {t("commandCenter.backToDashboard")}
        </Link>
        <EnhancedConversations />
        <ContinuityManager />
      </main>
    </RequireAuth>
  );
}
