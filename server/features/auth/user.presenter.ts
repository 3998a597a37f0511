import type { PublicUser } from "../../../contract/auth";
import { isoOrNull } from "../../lib/dates";
import type { AuthUser } from "../../plugins/session";

export const presentUser = (u: AuthUser): PublicUser => ({
  id: u.id,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  role: u.role,
  companyId: u.companyId,
  lastLogin: isoOrNull(u.lastLogin),
});
