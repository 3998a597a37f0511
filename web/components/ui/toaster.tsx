import { useTranslation } from "react-i18next";
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "./toast";
import { useToast } from "./use-toast";

/** The toast area: the Radix region labelled "Notification", focused with F8. */
export function Toaster() {
  const { toasts } = useToast();
  const { t } = useTranslation();
  return (
    <ToastProvider label={t("toast.regionLabel")}>
      {toasts.map(({ id, title, description, variant, ...props }) => (
        <Toast key={id} variant={variant} data-testid="toast" {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
