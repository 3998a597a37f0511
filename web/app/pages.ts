import {
  Bot,
  CloudHail,
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

/**
 * Every signed-in page, once: its path, the key of its one name (t(`pages.<name>`), used by the
 * sidebar, the title, the breadcrumbs and the command palette), its navigation group, its icon,
 * and whether only admins see it. The frame (sidebar, breadcrumbs, palette) reads this list;
 * the router pairs each entry with its lazily loaded route (page-routes.ts). Adding a page is
 * one line here, one in page-routes.ts, its file in routes/ and its name in both locale files
 * (web/locales/<lang>.json → pages). Decision 060. This file imports no route, so the frame
 * that reads it and the routes that render the frame form no import cycle (decision 080).
 */
export const NAV_GROUPS = ["agents", "leads", "marketing", "companies", "system", "admin"] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

/**
 * The sidebar's sections in the spec's words (spec 01 §4: "AI Agents", "Company Admin", "Menu";
 * t(`sidebar.section.<id>`)), each holding navigation groups in this order. A section with
 * several groups heads each of them (t(`nav.group.<group>`)). A page joins a section through its
 * group: nothing here names a page.
 */
export const NAV_SECTIONS: readonly { id: "agents" | "companyAdmin" | "menu"; groups: readonly NavGroup[] }[] = [
  { id: "agents", groups: ["agents"] },
  { id: "companyAdmin", groups: ["companies"] },
  { id: "menu", groups: ["leads", "marketing", "system", "admin"] },
];

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
}

export const NAV_PAGES: NavPage[] = [
  { path: "/agents", name: "agents", group: "agents", icon: Users },
  { path: "/dashboard", name: "dashboard", group: "agents", icon: LayoutDashboard },
  { path: "/agents/dashboard", name: "operations", group: "agents", icon: Gauge },
  { path: "/conversations", name: "conversations", group: "agents", icon: MessagesSquare },
  { path: "/command-center", name: "commandCenter", group: "agents", icon: Terminal },
  { path: "/approvals", name: "approvals", group: "agents", icon: Inbox },
  { path: "/leads", pattern: "/leads/:id?", name: "leads", group: "leads", icon: Contact },
  { path: "/properties", pattern: "/properties/:id?/:sub?", name: "properties", group: "leads", icon: MapPin },
  { path: "/storms", name: "stormMap", group: "leads", icon: CloudHail },
  { path: "/aria", pattern: "/aria/:page?", name: "aria", group: "leads", icon: Bot },
  { path: "/aria/calculator", name: "calculator", group: "leads", icon: Calculator, parent: "/aria" },
  { path: "/marketing", name: "marketing", group: "marketing", icon: Megaphone },
  { path: "/cmo", name: "cmo", group: "marketing", icon: Sparkles },
  { path: "/landing", name: "landing", group: "marketing", icon: Globe, outsideFrame: true },
  { path: "/roofstrike", name: "roofstrike", group: "companies", icon: Home },
  { path: "/dealengineai", name: "dealengineai", group: "companies", icon: Building2 },
  { path: "/contracts", name: "contracts", group: "companies", icon: FileText },
  { path: "/cto", name: "cto", group: "system", icon: Server },
  { path: "/admin/users", name: "users", group: "admin", icon: UserCog, adminOnly: true },
  { path: "/admin/audit-log", name: "auditLog", group: "admin", icon: History, adminOnly: true },
  { path: "/feedback", name: "feedback", group: "admin", icon: MessageSquareText, adminOnly: true },
];

/** The pages a user may see in the navigation. */
export function visiblePages(isAdmin: boolean): NavPage[] {
  return NAV_PAGES.filter((p) => isAdmin || !p.adminOnly);
}

/**
 * The registry entry of a location, if any: the page of its exact path, else the page whose
 * pattern it matches ("/leads/12" → Leads), so a detail page keeps its trail.
 */
export function pageOf(location: string): NavPage | undefined {
  const path = location.replace(/\/+$/, "") || "/";
  return NAV_PAGES.find((p) => p.path === path) ?? NAV_PAGES.find((p) => p.pattern && matchesPattern(p.pattern, path));
}

/** Whether a path matches a wouter pattern of plain segments and optional parameters ("/leads/:id?"). */
function matchesPattern(pattern: string, path: string): boolean {
  const source = pattern
    .split("/")
    .filter(Boolean)
    .map((part) => (part.startsWith(":") ? (part.endsWith("?") ? "(?:/[^/]+)?" : "/[^/]+") : `/${part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`))
    .join("");
  return new RegExp(`^${source}$`).test(path);
}
