import { Settings2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Alert, AlertDescription, AlertTitle } from "@web/components/ui/alert";

/**
 * Shown before the user starts when a feature needs an integration or a model this server does
 * not have: what is missing and the variable to set. The feature's buttons are disabled and
 * point here (aria-describedby={NEEDS_SETUP_ID}).
 */
export const NEEDS_SETUP_ID = "needs-setup";

export function NeedsSetup({ reason, testId = "needs-setup" }: { reason: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Alert variant="info" role="note" id={NEEDS_SETUP_ID} data-testid={testId}>
      <AlertTitle className="flex items-center gap-2">
        <Settings2 className="size-4" aria-hidden="true" />
        {t("setup.title")}
      </AlertTitle>
      <AlertDescription>{reason}</AlertDescription>
    </Alert>
  );
}
