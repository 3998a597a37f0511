import { lazy, type ComponentType } from "react";

type RouteComponent = ComponentType<{ params?: Record<string, string | undefined> }>;
const page = (load: () => Promise<{ default: ComponentType<any> }>): RouteComponent => lazy(load);

/**
 * The route of every signed-in page that has one, by its path in pages.ts: one lazy chunk per
 * page (the public pages never load the dashboard's code). Kept apart from pages.ts so the
 * page list the frame reads imports no route (decision 080). Entries of pages.ts without a route
 * here are served by another entry's pattern (a `parent`) or outside the frame.
 */
export const PAGE_ROUTES: Record<string, RouteComponent> = {
  "/agents": page(() => import("./routes/agents")),
  "/dashboard": page(() => import("./routes/dashboard")),
  "/agents/dashboard": page(() => import("./routes/agent-dashboard")),
  "/conversations": page(() => import("./routes/conversations")),
  "/command-center": page(() => import("./routes/command-center")),
  "/approvals": page(() => import("./routes/approvals")),
  "/leads": page(() => import("./routes/leads")),
  "/properties": page(() => import("./routes/properties")),
  "/storms": page(() => import("./routes/storms")),
  "/aria": page(() => import("./routes/aria")),
  "/marketing": page(() => import("./routes/marketing")),
  "/cmo": page(() => import("./routes/cmo")),
  "/roofstrike": page(() => import("./routes/roofstrike")),
  "/dealengineai": page(() => import("./routes/dealengineai")),
  "/contracts": page(() => import("./routes/contracts")),
  "/cto": page(() => import("./routes/cto")),
  "/admin/users": page(() => import("./routes/admin-users")),
  "/admin/audit-log": page(() => import("./routes/admin-audit-log")),
  "/feedback": page(() => import("./routes/feedback")),
};
