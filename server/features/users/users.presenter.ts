import type { ManagedUser, UserSession } from "../../../contract/users";
import { sessionDigest } from "./digest";

export interface ManagedUserRow {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  status: string | null;
  lastLogin: Date | null;
  createdAt: Date;
  activeSessions: number | string;
  inviteExpiresAt: Date | string | null;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function presentManagedUser(row: ManagedUserRow): ManagedUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    status: row.status ?? "active",
    lastLogin: iso(row.lastLogin),
    createdAt: iso(row.createdAt)!,
    activeSessions: Number(row.activeSessions),
    inviteExpiresAt: iso(row.inviteExpiresAt),
  };
}

export function presentSession(
  row: { sid: string; createdAt: Date; expire: Date; ip: string | null; userAgent: string | null },
  currentSid: string | null,
): UserSession {
  return {
    id: sessionDigest(row.sid),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expire.toISOString(),
    ip: row.ip,
    userAgent: row.userAgent,
    current: row.sid === currentSid,
  };
}
