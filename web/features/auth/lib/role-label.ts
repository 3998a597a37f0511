import type { TFunction } from "i18next";

/** Spec 01 §3: "admin" reads "Administrator", other roles as they are, "User" by default. */
export function userRoleLabel(t: TFunction, role: string | null | undefined): string {
  if (!role) return t("user.roleDefault");
  if (role === "admin") return t("user.roleAdmin");
  return role;
}
