import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { approvalListQuerySchema } from "../../../contract/outbox";
import type { Db, Tx } from "../../db/client";
import { campaigns, leads, outboundMessages, users } from "../../db/schema";
import type { ApprovalRow } from "./approval.presenter";

const approver = alias(users, "approver");
const rejecter = alias(users, "rejecter");

/** Queue rows with the names the page shows (campaign, approver, rejecter). */
export async function selectApprovals(db: Tx, where: SQL | undefined, limit = 100): Promise<ApprovalRow[]> {
  const rows = await db
    .select({
      row: outboundMessages,
      campaignName: campaigns.name,
      propertyId: leads.propertyId,
      approverName: sql<string | null>`${approver.firstName} || ' ' || ${approver.lastName}`,
      rejecterName: sql<string | null>`${rejecter.firstName} || ' ' || ${rejecter.lastName}`,
    })
    .from(outboundMessages)
    .leftJoin(campaigns, eq(campaigns.id, outboundMessages.campaignId))
    .leftJoin(leads, eq(leads.id, outboundMessages.leadId))
    .leftJoin(approver, eq(approver.id, outboundMessages.approvedBy))
    .leftJoin(rejecter, eq(rejecter.id, outboundMessages.rejectedBy))
    .where(where)
    .orderBy(desc(outboundMessages.createdAt), desc(outboundMessages.id))
    .limit(limit);
  return rows.map((r) => ({ ...r.row, campaignName: r.campaignName, propertyId: r.propertyId, approverName: r.approverName, rejecterName: r.rejecterName }));
}

/** The queue with filters, newest first, and how many items are in each status. */
export async function listApprovals(db: Db, q: z.output<typeof approvalListQuerySchema>) {
  const conditions = [
    q.status ? eq(outboundMessages.status, q.status) : undefined,
    q.kind ? eq(outboundMessages.kind, q.kind) : undefined,
    q.campaignId ? eq(outboundMessages.campaignId, q.campaignId) : undefined,
  ].filter((c): c is SQL => !!c);
  const items = await selectApprovals(db, conditions.length ? and(...conditions) : undefined, q.limit);
  const counted = await db.select({ status: outboundMessages.status, n: sql<number>`count(*)::int` }).from(outboundMessages).groupBy(outboundMessages.status);
  const counts = { drafted: 0, approved: 0, rejected: 0, sending: 0, sent: 0, failed: 0 } as Record<string, number>;
  for (const c of counted) counts[c.status] = Number(c.n);
  return { items, counts };
}
