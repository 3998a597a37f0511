import { z } from "zod";
import { PASSWORD_MIN_LENGTH, USER_ROLES } from "./auth";
import { trimmedRequired } from "./common";

/** Issue 13, decision 054: user management for admins. */
export const USER_STATUSES = ["active", "disabled", "invited"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export type UserRole = (typeof USER_ROLES)[number];
/** How long an invitation link stays valid. */
export const INVITE_TTL_HOURS = 72;

const roleSchema = z.enum(USER_ROLES, { error: `Role must be one of: ${USER_ROLES.join(", ")}` });

export const managedUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  status: z.string(),
  lastLogin: z.string().nullable(),
  createdAt: z.string(),
  /** Signed-in sessions that have not expired. */
  activeSessions: z.number(),
  /** The pending invitation's expiry, when one is open. */
  inviteExpiresAt: z.string().nullable(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;
export const userListSchema = z.array(managedUserSchema);

export const createUserRequestSchema = z.object({
  email: z.email("Please enter a valid email address").max(320),
  firstName: trimmedRequired("First name").max(100),
  lastName: trimmedRequired("Last name").max(100),
  role: roleSchema.default("user"),
  /** invite: a one-time link the person opens to choose a password; password: a generated password shown once. */
  method: z.enum(["invite", "password"], { error: "Method must be invite or password" }).default("invite"),
});
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;
export type CreateUserInput = z.infer<typeof createUserRequestSchema>;

/** The new user with what to hand them: shown once, never stored in the clear. */
export const createUserResponseSchema = z.object({
  user: managedUserSchema,
  inviteUrl: z.string().nullable(),
  inviteExpiresAt: z.string().nullable(),
  password: z.string().nullable(),
});
export type CreateUserResponse = z.infer<typeof createUserResponseSchema>;

export const inviteResponseSchema = z.object({ user: managedUserSchema, inviteUrl: z.string(), inviteExpiresAt: z.string() });
export type InviteResponse = z.infer<typeof inviteResponseSchema>;

export const changeRoleRequestSchema = z.object({ role: roleSchema });
export const changeStatusRequestSchema = z.object({
  status: z.enum(USER_STATUSES).exclude(["invited"], { error: "Status must be active or disabled" }),
});

export const userSessionSchema = z.object({
  /** A digest of the session id (the id itself is a secret and never leaves the server). */
  id: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The session of the admin looking at the list. */
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSessionSchema>;
export const userSessionListSchema = z.array(userSessionSchema);
export const sessionParamsSchema = z.object({
  id: z.coerce.number({ error: "id must be a number" }).int("id must be a whole number").positive("id must be positive").max(2_147_483_647, "id is too large"),
  sessionId: z.string().regex(/^[0-9a-f]{32}$/, "sessionId must be 32 hexadecimal characters"),
});
export const endSessionsResponseSchema = z.object({ ok: z.literal(true), ended: z.number() });

/**
 * The public invitation page: the token travels in the link's fragment (/invite#<token>) and
 * in request bodies, never in a URL the server sees or logs.
 */
const inviteToken = z.string({ error: "token is required" }).regex(/^[A-Za-z0-9_-]{20,100}$/, "token is not a valid invitation token");
export const checkInviteRequestSchema = z.object({ token: inviteToken });
export const invitationSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const acceptInviteRequestSchema = z
  .object({
    token: inviteToken,
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(200),
    confirmPassword: z.string().max(200),
  })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords don't match", path: ["confirmPassword"] });
export type AcceptInviteRequest = z.infer<typeof acceptInviteRequestSchema>;
export const acceptInviteResponseSchema = z.object({ ok: z.literal(true), email: z.string() });
