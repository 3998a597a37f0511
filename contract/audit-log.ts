import { z } from "zod";

/** Issue 13, decision 054: what the audit log records and how admins page through it. */
export const AUDIT_ACTIONS = [
  "auth.sign_in",
  "auth.sign_out",
  "auth.password_changed",
  "user.invited",
  "user.created",
  "user.invite_accepted",
  "user.role_changed",
  "user.disabled",
  "user.enabled",
  "session.ended",
] as const;
export type AuditActionName = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_PAGE_SIZE_MAX = 100;

export const auditLogQuerySchema = z.object({
  page: z.coerce.number({ error: "page must be a number" }).int("page must be a whole number").min(1, "page must be 1 or more").max(100_000).default(1),
  pageSize: z.coerce
    .number({ error: "pageSize must be a number" })
    .int("pageSize must be a whole number")
    .min(1, "pageSize must be 1 or more")
    .max(AUDIT_PAGE_SIZE_MAX, `pageSize must be at most ${AUDIT_PAGE_SIZE_MAX}`)
    .default(25),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actorId: z.number().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetUserId: z.number().nullable(),
  targetEmail: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
