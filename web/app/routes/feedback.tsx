import { useTranslation } from "react-i18next";
import { ComingSoonPage } from "@web/components/layout/coming-soon-page";
import { RequireAuth } from "@web/features/auth/components/require-auth";
import { useAuthStatus } from "@web/features/auth/api/get-auth-status";
import { FeedbackList } from "@web/features/support/components/feedback-list";

/** /feedback: operator feedback, for admins. */
export default function FeedbackRoute() {
  return (
    <RequireAuth>
      <FeedbackPage />
    </RequireAuth>
  );
}

function FeedbackPage() {
  const { t } = useTranslation();
  const { user } = useAuthStatus();
  if (user?.role !== "admin") return <ComingSoonPage title={t("support.feedbackListTitle")} />;
  return (
    <main className="mx-auto w-full max-w-3xl p-4">
      <FeedbackList />
    </main>
  );
}
