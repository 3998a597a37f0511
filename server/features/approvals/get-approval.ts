import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { outboundMessages } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { selectApprovals } from "./list-approvals";

/** One queue item, or 404. */
export async function getApproval(db: Tx, id: number) {
  const [row] = await selectApprovals(db, eq(outboundMessages.id, id), 1);
  if (!row) throw notFound(`Outbound message ${id} not found`);
  return row;
}
