import type { EnhancedConversation } from "@contract/conversations";

/** When a conversation last moved: its latest message, else its last activity, else its creation. */
export const lastMovedAt = (c: Pick<EnhancedConversation, "lastMessage" | "lastActivity" | "createdAt">) =>
  c.lastMessage?.createdAt ?? c.lastActivity ?? c.createdAt;

/** Search is case-insensitive over title, agent, project context, summary, the first and the latest message. */
export function matchesSearch(
  c: Pick<EnhancedConversation, "title" | "projectContext" | "summary"> & Partial<Pick<EnhancedConversation, "agentName" | "lastMessage" | "opening">>,
  q: string,
) {
  const s = q.trim().toLowerCase();
  if (!s) return true;
  return [c.title, c.agentName, c.projectContext, c.summary, c.opening, c.lastMessage?.preview, c.lastMessage?.localized?.en, c.lastMessage?.localized?.es].some((v) =>
    v?.toLowerCase().includes(s),
  );
}

/**
 * A conversation's headline, as a chat app names it: its title, unless that is the
 * default "Chat with <agent>" (spec 01 §7) and the user has written, then its first message.
 */
export function headline(c: Pick<EnhancedConversation, "title" | "agentName" | "opening">): string | null {
  if (c.opening && (!c.title || c.title === `Chat with ${c.agentName}`)) return c.opening;
  return c.title;
}

/** The local calendar day of an instant, as YYYY-MM-DD. */
function localDay(d: Date) {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

export type DayKey = { kind: "today" } | { kind: "yesterday" } | { kind: "date"; date: Date };

/**
 * Conversations grouped by the local day they last moved, newest day first and newest
 * first within a day, the way a chat app lists them.
 */
export function groupByDay<T extends Pick<EnhancedConversation, "lastMessage" | "lastActivity" | "createdAt">>(items: readonly T[], now = new Date()) {
  const today = localDay(now);
  const yesterday = localDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  const sorted = [...items].sort((a, b) => Date.parse(lastMovedAt(b)) - Date.parse(lastMovedAt(a)));
  const groups: { key: string; day: DayKey; items: T[] }[] = [];
  for (const item of sorted) {
    const at = new Date(lastMovedAt(item));
    const key = localDay(at);
    let group = groups.at(-1);
    if (group?.key !== key) {
      const day: DayKey = key === today ? { kind: "today" } : key === yesterday ? { kind: "yesterday" } : { kind: "date", date: at };
      group = { key, day, items: [] };
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups;
}

/** The latest message's preview in the reader's language: an offline reply has one per language (decision 111). */
export function localizedPreview(m: NonNullable<EnhancedConversation["lastMessage"]>, language: string): string {
  return m.localized?.[language.startsWith("es") ? "es" : "en"] ?? m.preview;
}

/** A message preview as plain text: Markdown's emphasis, heading, quote and code marks dropped. */
export const plainPreview = (text: string) => text.replace(/[*`#>]+/g, "").replace(/\s+/g, " ").trim();
