import { Send } from "lucide-react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { MAX_MESSAGE_LENGTH } from "@contract/conversations";

/** Message input and send button; Enter sends, blank text is refused. */
export function ChatComposer({
  value,
  onChange,
  onSend,
  disabled,
  agentName,
  idPrefix = "chat",
}: {
  value: string;
  onChange: (value: string) => void;
  onSend: (text: string) => void;
  disabled: boolean;
  /** The agent's name as it reads inside a sentence ("el Agente CTO"). */
  agentName: string;
  /** The input's id and test ids: "chat" in an agent's chat, another where a page holds two. */
  idPrefix?: string;
}) {
  const { t } = useTranslation();
  const text = value.trim();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!text || disabled) return;
    onSend(text);
  }

  return (
    <form onSubmit={handleSubmit} className="flex items-end gap-2">
      <div className="grid flex-1 gap-1">
        <Label htmlFor={`${idPrefix}-input`} className="sr-only">
          {t("chat.inputLabel", { name: agentName })}
        </Label>
        <Input
          id={`${idPrefix}-input`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t("chat.placeholder", { name: agentName })}
          maxLength={MAX_MESSAGE_LENGTH}
          disabled={disabled}
          autoComplete="off"
          data-testid={`${idPrefix}-input`}
        />
      </div>
      <Button type="submit" disabled={disabled || !text} data-testid={`${idPrefix}-send`}>
        <Send aria-hidden="true" />
        {/* On a phone the icon alone, so the message box keeps room for its placeholder ("Mensaje para el Agente CTO..."). */}
        <span className="sr-only sm:not-sr-only">{t("chat.send")}</span>
      </Button>
    </form>
  );
}
