import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { editDraftSchema } from "../../../contract/outbox";
import type { Db } from "../../db/client";
import { outboundMessages } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { getApproval } from "./get-approval";

/**
 * Edits a draft before it is approved: the text of free-text messages and posts, or the
 * variables of a template message (its shown text follows). 409 once it left the draft state.
 */
export async function editDraft(db: Db, id: number, change: z.output<typeof editDraftSchema>) {
  return db.transaction(async (tx) => {
    const row = await getApproval(tx, id);
    if (row.status !== "drafted") throw new HttpError(409, `Only a draft can be edited; this one is ${row.status}`, "NOT_A_DRAFT");
    const set: Partial<typeof outboundMessages.$inferInsert> = { updatedAt: new Date() };
    if (row.kind === "whatsapp_template") {
      if (change.body !== undefined) throw new HttpError(400, "body: A template message's text is the approved template; edit its templateVariables");
      const vars = change.templateVariables ?? [];
      const old = row.templateVariables ?? [];
      if (vars.length !== old.length) throw new HttpError(400, `templateVariables: The template ${row.templateName} takes ${old.length} variable(s)`);
      let body = row.body;
      old.forEach((value, i) => {
        body = body.replace(value, vars[i]);
      });
      Object.assign(set, { templateVariables: vars, body });
    } else {
      if (change.body === undefined) throw new HttpError(400, "body: Send the new text of the message");
      set.body = change.body;
    }
    await tx.update(outboundMessages).set(set).where(and(eq(outboundMessages.id, id), eq(outboundMessages.status, "drafted")));
    return getApproval(tx, id);
  });
}
