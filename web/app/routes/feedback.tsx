import { useTranslation } from "react-i18next";
import { useAuthStatus } from "@web/features/auth/api/get-auth-status";
import { FeedbackList } from "@web/features/support/components/feedback-list";
import { SignedInLayout } from "../signed-in-layout";

/** /feedback: operator feedback, for admins. */
export default function FeedbackRoute() {
  return (
    <SignedInLayout>
      <FeedbackPage />
    </SignedInLayout>
  );
}


function FeedbackPage() {
  const { t } = useTranslation();
  const { user } = useAuthStatus();
  if (user?.role !== "admin") {
    return (
      <div className="mx-auto w-full max-w-3xl">
        <p className="mt-2 text-sm text-slate-600" data-testid="feedback-admin-only">{t("support.feedbackAdminOnly")}</p>
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-3xl">
      <FeedbackList />
    </div>
  );
}
