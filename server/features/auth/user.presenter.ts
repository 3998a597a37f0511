import type { PublicUser } from "../../../contract/auth";
import { isoOrNull } from "../../lib/dates";

export function presentUser(u: {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  companyId: number | null;
  lastLogin: Date | null;
}): PublicUser {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    role: u.role,
    companyId: u.companyId,
    lastLogin: isoOrNull(u.lastLogin),
  };
}
