import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./core";

/**
 * Invitations to join (decision 054): the link carries a random token; only its
 * SHA-256 is stored. Used once (accepted_at), valid until expires_at.
 */
export const userInvites = pgTable(
  "user_invites",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
  },
  (t) => [index("user_invites_user_id_idx").on(t.userId)],
);

/**
 * The audit log (decision 054): who did what to whom, when and from where, written
 * in the same transaction as the action. Never holds a password, token or cookie.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** The actor's e-mail when it happened (kept if the user is later removed). */
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    targetUserId: integer("target_user_id").references(() => users.id, { onDelete: "set null" }),
    targetEmail: text("target_email"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    details: jsonb("details").$type<Record<string, string | number | boolean | null>>(),
  },
  (t) => [index("audit_log_at_idx").on(t.at, t.id), index("audit_log_target_user_id_idx").on(t.targetUserId)],
);
