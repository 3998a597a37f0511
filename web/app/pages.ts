import {
  Bot,
  Building2,
  Calculator,
  FileText,
  Gauge,
  Globe,
  History,
  Home,
  Inbox,
  Contact,
  MapPin,
  UserCog,
  LayoutDashboard,
  Megaphone,
  MessageSquareText,
  MessagesSquare,
  Server,
  Sparkles,
  Terminal,
  Users,
  type LucideIcon,
} from "lucide-react";
import { lazy, type ComponentType } from "react";

/**
 * Every signed-in page, once: its path, the key of its one name (t(`pages.<name>`), used by the
 * sidebar, the title, the breadcrumbs and the command palette), its navigation group, its icon,
 * and whether only admins see it. The router builds its routes from this list, so adding a
 * page is one line here plus its file in routes/ and its name in both locale files
 * (web/locales/<lang>.json → pages). Decision 060.
 */
export const NAV_GROUPS = ["agents", "leads", "marketing", "companies", "system", "admin"] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

export interface NavPage {
  /** The exact path (wouter pattern when `pattern` is set). */
  path: string;
  /** A route pattern when the page takes parameters (e.g. "/aria/:page?"); defaults to path. */
  pattern?: string;
  /** Key under `pages.` in the locale files. */
  name: string;
  group: NavGroup;
  icon: LucideIcon;
  adminOnly?: boolean;
  /** The page a sub-page sits under, for the breadcrumbs. */
  parent?: string;
  /** Outside the signed-in frame (a public page the operators also open). */
  outsideFrame?: boolean;
  /** Not a route of its own (served by another entry's pattern). */
  component?: ComponentType<{ params?: Record<string, string | undefined> }>;
}

const page = (load: () => Promise<{ default: ComponentType<any> }>) => lazy(load);

export const NAV_PAGES: NavPage[] = [
  { path: "/agents", name: "agents", group: "agents", icon: Users, component: page(() => import("./routes/agents")) },
  { path: "/dashboard", name: "dashboard", group: "agents", icon: LayoutDashboard, component: page(() => import("./routes/dashboard")) },
  { path: "/agents/dashboard", name: "operations", group: "agents", icon: Gauge, component: page(() => import("./routes/agent-dashboard")) },
  { path: "/conversations", name: "conversations", group: "agents", icon: MessagesSquare, component: page(() => import("./routes/conversations")) },
  { path: "/command-center", name: "commandCenter", group: "agents", icon: Terminal, component: page(() => import("./routes/command-center")) },
  { path: "/approvals", name: "approvals", group: "agents", icon: Inbox, component: page(() => import("./routes/approvals")) },
  { path: "/leads", pattern: "/leads/:id?", name: "leads", group: "leads", icon: Contact, component: page(() => import("./routes/leads")) },
  { path: "/properties", pattern: "/properties/:id?", name: "properties", group: "leads", icon: MapPin, component: page(() => import("./routes/properties")) },
  { path: "/aria", pattern: "/aria/:page?", name: "aria", group: "leads", icon: Bot, component: page(() => import("./routes/aria")) },
  { path: "/aria/calculator", name: "calculator", group: "leads", icon: Calculator, parent: "/aria" },
  { path: "/marketing", name: "marketing", group: "marketing", icon: Megaphone, component: page(() => import("./routes/marketing")) },
  { path: "/cmo", name: "cmo", group: "marketing", icon: Sparkles, component: page(() => import("./routes/cmo")) },
  { path: "/landing", name: "landing", group: "marketing", icon: Globe, outsideFrame: true },
  { path: "/roofstrike", name: "roofstrike", group: "companies", icon: Home, component: page(() => import("./routes/roofstrike")) },
  { path: "/dealengineai", name: "dealengineai", group: "companies", icon: Building2, component: page(() => import("./routes/dealengineai")) },
  { path: "/contracts", name: "contracts", group: "companies", icon: FileText, component: page(() => import("./routes/contracts")) },
  { path: "/cto", name: "cto", group: "system", icon: Server, component: page(() => import("./routes/cto")) },
  { path: "/admin/users", name: "users", group: "admin", icon: UserCog, adminOnly: true, component: page(() => import("./routes/admin-users")) },
  { path: "/admin/audit-log", name: "auditLog", group: "admin", icon: History, adminOnly: true, component: page(() => import("./routes/admin-audit-log")) },
  { path: "/feedback", name: "feedback", group: "admin", icon: MessageSquareText, adminOnly: true, component: page(() => import("./routes/feedback")) },
];

/** The pages a user may see in the navigation. */
export function visiblePages(isAdmin: boolean): NavPage[] {
  return NAV_PAGES.filter((p) => isAdmin || !p.adminOnly);
}

/** The registry entry of a location (its exact path), if any. */
export function pageOf(location: string): NavPage | undefined {
  const path = location.replace(/\/+$/, "") || "/";
  return NAV_PAGES.find((p) => p.path === path);
}
