import argon2 from "argon2";
import { randomBytes } from "node:crypto";

/** argon2id with the library's defaults (m=64 MiB, t=3, p=4). */
export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, { type: argon2.argon2id });
}

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

/** A password for `npm run user:add` when none is typed: 18 random characters. */
export function generatePassword(): string {
  return randomBytes(14).toString("base64url").slice(0, 18);
}

/** A hash of nothing, verified against when the e-mail is unknown, so timing does not reveal accounts. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash() {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return dummyHash;
}
