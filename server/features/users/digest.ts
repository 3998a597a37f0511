import { createHash, randomBytes } from "node:crypto";

/** The public name of a session: a digest of its id (the id is a secret). */
export const sessionDigest = (sid: string) => createHash("sha256").update(sid).digest("hex").slice(0, 32);

/** Invitation tokens: 32 random bytes in the link, only their SHA-256 in the database. */
export const newInviteToken = () => randomBytes(32).toString("base64url");
export const inviteTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");
