import { useCallback, useState } from "react";
import { conversationTitle, useCreateConversation } from "../api/create-conversation";
import { useRefreshEnhancedConversations } from "../api/get-enhanced-conversations";
import { useLatestConversation, useRefreshLatestConversations } from "../api/get-latest-conversation";

/** What the user chose in this page's life, per agent: a conversation, or "new" after "New chat". */
type Choice = number | "new";
const chosen = new Map<number, Choice>();
/** Conversations opened by a link (`opened`) already taken as the choice: a later "New chat" or switch of agents is not undone by the same link. */
const openedOnce = new Set<number>();

/**
 * The conversation a chat panel shows (decision 110). It reopens the user's latest
 * conversation with the agent (GET /api/conversations/latest), so a reload, a visit
 * elsewhere or a switch of agents comes back to it; `opened` (a conversation opened from
 * /conversations, taken once per page load) takes its place. "New chat" goes back to an empty chat, and the
 * conversation is created (POST /api/conversations, spec 01 §4) when its first message
 * is sent, so merely visiting leaves no empty row behind (decision 061). What was chosen
 * is kept per agent while the app is open: switching agents and back keeps it.
 */
export function useAgentConversation(agent: { id: number; name: string }, opened?: number | null) {
  const refreshList = useRefreshEnhancedConversations();
  const refreshLatest = useRefreshLatestConversations();
  const { mutateAsync, isPending } = useCreateConversation();
  const [choices, setChoices] = useState<ReadonlyMap<number, Choice>>(() => {
    if (opened && !openedOnce.has(opened)) {
      openedOnce.add(opened);
      chosen.set(agent.id, opened);
    }
    return new Map(chosen);
  });
  const choose = useCallback((agentId: number, choice: Choice) => {
    chosen.set(agentId, choice);
    setChoices(new Map(chosen));
  }, []);
  const choice = choices.get(agent.id);
  const latest = useLatestConversation(agent.id);
  const conversationId = choice === "new" ? null : (choice ?? latest.data?.conversation?.id ?? null);
  /** The latest conversation is still being looked up: the chat is neither empty nor ready yet. */
  const isLoading = choice === undefined && latest.isPending;
  const title = conversationTitle(agent.name);

  /** The conversation to send into, created now if the chat is new. */
  const ensure = useCallback(async () => {
    if (conversationId !== null) return conversationId;
    const created = await mutateAsync({ id: agent.id, title });
    choose(agent.id, created.id);
    void refreshList();
    void refreshLatest();
    return created.id;
  }, [conversationId, mutateAsync, agent.id, title, refreshList, refreshLatest, choose]);

  return {
    conversationId,
    ensure,
    startNew: () => choose(agent.id, "new"),
    /** After a turn: the lists that preview the latest message are read again. */
    touched: () => {
      void refreshList();
      void refreshLatest();
    },
    isLoading,
    loadFailed: choice === undefined && latest.isError,
    isCreating: isPending,
  };
}

/** "Open in the chat with …" on /conversations: that conversation is the agent's chat's choice from now on. */
export function chooseConversation(agentId: number, conversationId: number) {
  chosen.set(agentId, conversationId);
  openedOnce.add(conversationId);
}

/** Forget the choices (tests). */
export const forgetChosenConversations = () => {
  chosen.clear();
  openedOnce.clear();
};
