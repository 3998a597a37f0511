import { MessageSquarePlus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Label } from "@web/components/ui/label";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/use-toast";
import { errorMessage } from "@web/lib/api";
import { useSendFeedback } from "../api/send-feedback";

/** The feedback component (spec 02 §6): a message with the user's e-mail (from the session) and the page. */
export function FeedbackButton({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState("");
  const send = useSendFeedback();

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!message.trim() || send.isPending) return;
    send.mutate(
      { message: message.trim(), page: location },
      {
        onSuccess: () => {
          toast({ title: t("support.feedbackThanks") });
          setMessage("");
          setOpen(false);
        },
      },
    );
  }

  return (
    <>
      <Button
        variant="outline"
        size={compact ? "icon" : "sm"}
        className={compact ? "size-9" : "bg-white shadow"}
        onClick={() => setOpen(true)}
        aria-label={compact ? t("support.feedback") : undefined}
        title={compact ? t("support.feedback") : undefined}
        data-testid="feedback-open"
      >
        <MessageSquarePlus aria-hidden="true" />
        {!compact && t("support.feedback")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent data-testid="feedback-dialog">
          <DialogHeader>
            <DialogTitle>{t("support.feedback")}</DialogTitle>
            <DialogDescription>{t("support.feedbackHint")}</DialogDescription>
          </DialogHeader>
          <form onSubmit={submit} className="grid gap-3">
            <Label htmlFor="feedback-message">{t("support.feedbackLabel")}</Label>
            <Textarea id="feedback-message" value={message} onChange={(e) => setMessage(e.target.value)} rows={4} maxLength={4000} data-testid="feedback-message" />
            {send.isError && <p className="text-sm text-red-700">{errorMessage(send.error)}</p>}
            <Button type="submit" disabled={!message.trim() || send.isPending} data-testid="feedback-send">
              {t("support.feedbackSend")}
            </Button>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
