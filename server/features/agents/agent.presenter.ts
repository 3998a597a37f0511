import type { Agent } from "../../../contract/agents";

export const presentAgent = (a: {
  id: number;
  name: string;
  role: string;
  description: string | null;
  companyId: number | null;
  status: string | null;
}): Agent => ({
  id: a.id,
  name: a.name,
  role: a.role,
  description: a.description,
  companyId: a.companyId,
  status: a.status ?? "active",
});
