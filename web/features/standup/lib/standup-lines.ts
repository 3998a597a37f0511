import type { TFunction } from "i18next";
import type { Standup } from "@contract/standup";
import { intlLocale } from "@web/lib/format";

/**
 * A standup as the reader reads it (decision 111): written from its stored figures in the
 * page's language, line for line what the server's English `plainStandup` says. A standup a
 * language model wrote is shown as written to an English reader; in Spanish its figures are
 * written out instead (they are what the model was given, and all it may state). A row whose
 * facts do not read as figures is shown as stored.
 */
export function standupText(t: TFunction, language: string, standup: Standup): string {
  const f = standup.facts;
  if (!f || (standup.generatedBy !== "facts" && !language.startsWith("es"))) return standup.message;
  const locale = intlLocale(language);
  const n = (value: number) => new Intl.NumberFormat(locale).format(value);
  const [y, m, d] = standup.date.split("-").map(Number);
  const date = y && m && d ? new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(Date.UTC(y, m - 1, d)) : standup.date;
  const k = "operations.standup.lines";
  const done = t(`${k}.done`, { count: f.tasksCompleted.length, n: n(f.tasksCompleted.length) });
  const lines = [
    t(`${k}.header`, { date, hours: n(f.windowHours) }),
    f.tasksCompleted.length ? `${done}: ${f.tasksCompleted.join("; ")}.` : `${done}.`,
    t(`${k}.pending`, {
      open: t(`${k}.openTasks`, { count: f.tasksOpen, n: n(f.tasksOpen) }),
      created: t(`${k}.createdTasks`, { count: f.tasksCreated, n: n(f.tasksCreated) }),
    }),
    f.leadsConverted === undefined
      ? t(`${k}.leadsBefore`, { added: n(f.leadsAdded), traced: n(f.leadsTraced) })
      : t(`${k}.leads`, { added: n(f.leadsAdded), traced: n(f.leadsTraced), converted: n(f.leadsConverted) }),
    t(`${k}.launches`, { count: f.campaignsLaunched, n: n(f.campaignsLaunched) }),
    t(`${k}.messages`, { sent: n(f.whatsappSent), received: n(f.whatsappReceived) }),
  ];
  if (f.commandsDispatched !== undefined) lines.push(t(`${k}.commands`, { count: f.commandsDispatched, n: n(f.commandsDispatched) }));
  return lines.join("\n");
}
