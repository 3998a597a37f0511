import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The layout's import rules (docs/ARCHITECTURE.md, decisions 010 and 080), checked on every
 * source file:
 * - the server's floors: every import points down,
 *   lib (+ config.ts) < db < domain < agents, integrations < plugins, presenters < features < app
 *   (app.ts, start.ts, main.ts, seed.ts, cli/, test/); `server/db/` holds only the schema, the
 *   migrations, the client and its data-directory lock;
 * - no import cycle in server/, web/ or contract/ (static and dynamic imports alike);
 * - one way out (decisions 072, 080): only server/plugins/outbox.ts imports an integration
 *   client's send function (Slack's post, WhatsApp's text and template), to hand them to the
 *   outbound module (server/domain/outbound), which everything else goes through by its door;
 * - jobs are joined by their constant from server/domain/jobs.ts, never by a string;
 * - features never import each other (server or web), shared code never imports features,
 *   `contract/` imports only zod, and the server and the web app meet only in `contract/`.
 * Test files may reach across (a test of one feature may read another's fixtures); the
 * product code may not. Deliberate exceptions are listed here, each with its reason.
 */
const EXCEPTIONS: { from: string; to: string; reason: string }[] = [];

const root = path.resolve(__dirname, "..");
const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$|\.spec\.ts$/;

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) out.push(...walk(p));
    else if (SOURCE.test(name) && !TEST.test(name) && !name.endsWith(".d.ts")) out.push(p);
  }
  return out;
}

/** Every module a file imports (static, dynamic and re-exports), resolved to a path under the root where it is ours. */
export function importsOf(file: string, text = readFileSync(file, "utf8")): string[] {
  const specs = [...text.matchAll(/(?:import|export)\s[^"';]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|import\s*["']([^"']+)["']/g)].map(
    (m) => m[1] ?? m[2] ?? m[3],
  );
  return specs.map((s) => {
    if (s.startsWith("@web/")) return path.join("web", s.slice(5));
    if (s.startsWith("@contract/")) return path.join("contract", s.slice(10));
    if (s.startsWith(".")) return path.relative(root, path.resolve(path.dirname(file), s));
    return `package:${s}`;
  });
}

/** The source file an import names (`server/db/client` → `server/db/client.ts`), or null when it is not a source file. */
function sourceFile(rel: string): string | null {
  for (const ext of ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]) {
    const p = path.join(root, rel + ext);
    if (SOURCE.test(p) && existsSync(p) && statSync(p).isFile()) return path.relative(root, p);
  }
  return null;
}

/** The server's floors, lowest first: a file may import its own floor and the ones below. */
const FLOORS: { name: string; level: number; holds: (rel: string) => boolean }[] = [
  { name: "lib", level: 0, holds: (r) => r.startsWith("server/lib/") || /^server\/config(\.ts)?$/.test(r) },
  { name: "db", level: 1, holds: (r) => r.startsWith("server/db/") },
  { name: "domain", level: 2, holds: (r) => r.startsWith("server/domain/") },
  { name: "agents/integrations", level: 3, holds: (r) => r.startsWith("server/agents/") || r.startsWith("server/integrations/") },
  { name: "plugins/presenters", level: 4, holds: (r) => r.startsWith("server/plugins/") || r.startsWith("server/presenters/") },
  { name: "features", level: 5, holds: (r) => r.startsWith("server/features/") },
  { name: "app", level: 6, holds: (r) => r.startsWith("server/") },
];
export const floorOf = (rel: string) => FLOORS.find((f) => f.holds(rel)) ?? null;

/** What `server/db/` may hold (decision 080): everything else is a rule and lives in domain/ or above. */
const DB_HOLDS = /^server\/db\/(schema\/|migrations\/|client\.ts$|data-dir-lock(\.test)?\.ts$|prepared(\.test)?\.ts$)/;

/** An integration client's functions that send a message out, by module. */
const SEND_FUNCTIONS: Record<string, string[]> = {
  "server/integrations/slack/client": ["postToSlack"],
  "server/integrations/whatsapp/client": ["sendText", "sendTemplate"],
};
/** The one file that may import them: it wires them into the outbound module's channels. */
const SENDS_WIRED_IN = "server/plugins/outbox.ts";

/** What a file imports, by module: the names it takes (`*` for a namespace, a default or a dynamic import). */
export function importedNamesOf(file: string, text = readFileSync(file, "utf8")): { to: string; names: string[] }[] {
  const out: { to: string; names: string[] }[] = [];
  const resolve = (s: string) => importsOf(file, `import "${s}"`)[0];
  for (const m of text.matchAll(/import\s+(?:type\s+)?([^"';]*?)\s+from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)) {
    if (m[3]) {
      out.push({ to: resolve(m[3]), names: ["*"] });
      continue;
    }
    const clause = m[1];
    const braces = /\{([^}]*)\}/.exec(clause);
    const names = braces ? braces[1].split(",").map((n) => n.trim().replace(/^type\s+/, "").split(/\s+as\s+/)[0]).filter(Boolean) : [];
    if (clause.replace(/\{[^}]*\}/, "").replace(/[,\s]/g, "")) names.push("*");
    out.push({ to: resolve(m[2]), names });
  }
  return out;
}

/** The one-way-out rule an import breaks (a send function imported outside the outbound wiring), or null. */
export function sendViolation(fromRel: string, toRel: string, names: string[]): string | null {
  const sends = SEND_FUNCTIONS[toRel];
  if (!sends || fromRel === SENDS_WIRED_IN) return null;
  const taken = names.includes("*") ? sends : names.filter((n) => sends.includes(n));
  return taken.length ? `one way out: only ${SENDS_WIRED_IN} imports ${taken.join(", ")}; send through server/domain/outbound` : null;
}

/**
 * Where a job is sent, defined or looked up by a string instead of its constant from
 * server/domain/jobs.ts (the queue also refuses it at run time; this finds it before).
 */
export function jobsByString(text: string): string[] {
  return [
    ...[...text.matchAll(/\b(?:jobs|boss|sender|queue)\??\.(?:send|define|has|schedule|work|createQueue)(?:<[^>]*>)?\(\s*["'`][^"'`]*["'`]/g)].map((m) => m[0]),
    ...[...text.matchAll(/\.define(?:<[^>]*>)?\(\s*\{[^}]*?\bname:\s*["'`][^"'`]*["'`]/g)].map((m) => m[0]),
  ];
}

const areaOf = (rel: string, prefix: string) => (rel.startsWith(prefix) ? rel.slice(prefix.length).split(path.sep)[0] : null);

/** The rule a single import breaks, or null. */
export function violation(fromRel: string, toRel: string): string | null {
  const isOurs = !toRel.startsWith("package:");
  for (const [prefix, what] of [
    ["server/features/", "server features"],
    ["web/features/", "web features"],
  ] as const) {
    const a = areaOf(fromRel, prefix);
    const b = isOurs ? areaOf(toRel, prefix) : null;
    if (a && b && a !== b) return `${what} do not import each other`;
  }
  if (fromRel.startsWith("contract/")) {
    if (!isOurs) return toRel === "package:zod" ? null : "contract/ imports only zod";
    return toRel.startsWith("contract/") ? null : "contract/ imports only zod";
  }
  if (!isOurs) return null;
  if (toRel.startsWith("server/domain/outbound/") && !fromRel.startsWith("server/domain/outbound/"))
    return "the outbound module is one module: import it by its door (server/domain/outbound), not its files";
  if (fromRel.startsWith("server/") && toRel.startsWith("server/")) {
    const from = floorOf(fromRel)!;
    const to = floorOf(toRel)!;
    if (to.level > from.level) return `runs back up: ${from.name} may not import ${to.name} (floors: lib < db < domain < agents/integrations < plugins < features < app)`;
  }
  const sharedWeb = ["web/components/", "web/lib/"];
  if (sharedWeb.some((p) => fromRel.startsWith(p)) && (toRel.startsWith("web/features/") || toRel.startsWith("web/app/"))) return "shared web code does not import features or pages";
  if (fromRel.startsWith("web/features/") && toRel.startsWith("web/app/")) return "features do not import pages (pages compose features)";
  if (fromRel.startsWith("web/") && toRel.startsWith("server/")) return "the web app reaches the server only through the API and contract/";
  if (fromRel.startsWith("server/") && toRel.startsWith("web/")) return "the server does not import the web app";
  return null;
}

/** The import cycles among `files` (each a strongly connected set of two or more files, or a file importing itself), smallest first. */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const stack: string[] = [];
  const on = new Set<string>();
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const found: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(scc.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!idx.has(v)) visit(v);
  return found.sort((a, b) => a.length - b.length);
}

/** The import graph of every product source file under `dirs` (imports resolved to files). */
function importGraph(dirs: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const dir of dirs) {
    for (const file of walk(path.join(root, dir))) {
      const targets = importsOf(file)
        .filter((t) => !t.startsWith("package:"))
        .map(sourceFile)
        .filter((t): t is string => t !== null && !TEST.test(t));
      graph.set(path.relative(root, file), [...new Set(targets)]);
    }
  }
  return graph;
}

describe("import boundaries", () => {
  it("hold for every source file: no import runs back up a floor or across features (deliberate exceptions listed with a reason)", () => {
    const found: string[] = [];
    for (const dir of ["contract", "server", "web"]) {
      for (const file of walk(path.join(root, dir))) {
        const fromRel = path.relative(root, file);
        for (const toRel of importsOf(file)) {
          const rule = violation(fromRel, toRel);
          if (!rule) continue;
          if (EXCEPTIONS.some((e) => fromRel.startsWith(e.from) && toRel.startsWith(e.to))) continue;
          found.push(`${fromRel} → ${toRel}: ${rule}`);
        }
        for (const { to, names } of importedNamesOf(file)) {
          const rule = sendViolation(fromRel, to, names);
          if (rule) found.push(`${fromRel} → ${to}: ${rule}`);
        }
      }
    }
    for (const file of walk(path.join(root, "server"))) {
      for (const call of jobsByString(readFileSync(file, "utf8"))) found.push(`${path.relative(root, file)}: ${call}: a job is named by its constant from server/domain/jobs.ts, not a string`);
    }
    const misplaced = [...walk(path.join(root, "server/db"))].map((f) => path.relative(root, f)).filter((f) => !DB_HOLDS.test(f));
    console.log(
      [`boundaries: ${found.length} imports or calls breaking a rule (running back up a floor, across features, around the one way out, a job by a string), ${misplaced.length} files in server/db/ that are not schema, migrations or the client`, ...found, ...misplaced].join("\n  "),
    );
    expect(found).toEqual([]);
    expect(misplaced, "server/db/ holds only schema/, migrations/, client.ts, data-dir-lock.ts and prepared.ts").toEqual([]);
  });

  it("find no import cycle in server/, web/ or contract/ (static and dynamic imports)", () => {
    const counts: string[] = [];
    const all: string[] = [];
    for (const dir of ["server", "web", "contract"]) {
      const cycles = cyclesOf(importGraph([dir]));
      counts.push(`${dir}/ ${cycles.length}`);
      all.push(...cycles.map((c) => `${dir}/: ${c.length} files: ${c.join(", ")}`));
    }
    console.log([`boundaries: import cycles: ${counts.join(", ")}`, ...all].join("\n  "));
    expect(all).toEqual([]);
  });

  it("catch a cross-feature import, an import into contract/ and a feature import from shared code", () => {
    expect(violation("server/features/standup/routes.ts", "server/features/operations/get-dashboard-kpis")).toMatch(/features do not import/);
    expect(violation("web/features/auth/components/require-auth.tsx", "web/features/support/components/support-widget")).toMatch(/features do not import/);
    expect(violation("contract/tasks.ts", "package:drizzle-orm")).toMatch(/only zod/);
    expect(violation("contract/tasks.ts", "server/db/schema")).toMatch(/only zod/);
    expect(violation("server/agents/tools.ts", "server/features/tasks/task-worker")).toMatch(/runs back up: agents\/integrations may not import features/);
    expect(violation("web/lib/api.ts", "web/features/auth/api/login")).toMatch(/shared web code/);
    expect(violation("server/features/tasks/routes.ts", "server/features/tasks/task.presenter")).toBeNull();
    expect(violation("web/app/routes/agents.tsx", "web/features/skip-trace/components/skip-trace-panel")).toBeNull();
    expect(importsOf("/x/web/features/a/b.ts", 'import { x } from "@web/features/c/d";\nconst m = import("../e/f");\nexport * from "./g";')).toEqual([
      "web/features/c/d",
      path.relative(root, "/x/web/features/e/f"),
      path.relative(root, "/x/web/features/a/g"),
    ]);
  });

  it("catch an import that runs back up a floor", () => {
    expect(violation("server/db/client.ts", "server/domain/leads")).toMatch(/runs back up: db may not import domain/);
    expect(violation("server/domain/outbound/draft.ts", "server/plugins/jobs")).toMatch(/runs back up: domain may not import plugins/);
    expect(violation("server/domain/leads.ts", "server/integrations/slack/client")).toMatch(/runs back up: domain may not import agents\/integrations/);
    expect(violation("server/lib/sse.ts", "server/agents/model-call")).toMatch(/runs back up: lib may not import/);
    expect(violation("server/config.ts", "server/db/client")).toMatch(/runs back up: lib may not import db/);
    expect(violation("server/plugins/kpis.ts", "server/seed")).toMatch(/runs back up: plugins\/presenters may not import app/);
    expect(violation("server/features/leads/get-lead.ts", "server/domain/leads")).toBeNull();
    expect(violation("server/domain/leads.ts", "server/config")).toBeNull();
    expect(violation("server/agents/tools.ts", "server/integrations/checks")).toBeNull();
    expect(violation("server/seed.ts", "server/agents/personas")).toBeNull();
    expect(DB_HOLDS.test("server/db/outbox.ts")).toBe(false);
    expect(DB_HOLDS.test("server/db/schema/outbox.ts")).toBe(true);
  });

  it("catch a feature importing the Slack or WhatsApp client's send function, and an outbound file reached around its door", () => {
    const slack = 'import { postToSlack, slackConfigured } from "../../integrations/slack/client";';
    const names = importedNamesOf(path.join(root, "server/features/reports/generate-weekly-report.ts"), slack);
    expect(names).toEqual([{ to: "server/integrations/slack/client", names: ["postToSlack", "slackConfigured"] }]);
    expect(sendViolation("server/features/reports/generate-weekly-report.ts", names[0].to, names[0].names)).toMatch(/one way out: only server\/plugins\/outbox.ts imports postToSlack/);
    expect(sendViolation("server/features/standup/run-standup.ts", "server/integrations/slack/client", ["slackConfigured"])).toBeNull();
    const wa = importedNamesOf(path.join(root, "server/features/whatsapp/x.ts"), 'import { sendTemplate as send, type WhatsappTemplate } from "../../integrations/whatsapp/client";\nconst m = await import("../../integrations/whatsapp/client");');
    expect(wa.map((i) => sendViolation("server/features/whatsapp/x.ts", i.to, i.names))).toEqual([expect.stringMatching(/imports sendTemplate;/), expect.stringMatching(/imports sendText, sendTemplate;/)]);
    expect(sendViolation("server/plugins/outbox.ts", "server/integrations/whatsapp/client", ["sendText", "sendTemplate"])).toBeNull();
    expect(violation("server/features/approvals/approve-draft.ts", "server/domain/outbound/contact")).toMatch(/by its door/);
    expect(violation("server/features/approvals/approve-draft.ts", "server/domain/outbound")).toBeNull();
  });

  it("catch a job sent, defined or looked up by a string", () => {
    expect(jobsByString('await jobs.send("campaign.storm", { stormDay, leadIds });')).toEqual(['jobs.send("campaign.storm"']);
    expect(jobsByString("await app.jobs.send(`outbox.send`, { id });")).toHaveLength(1);
    expect(jobsByString('if (jobs?.has("campaign.storm")) x();')).toHaveLength(1);
    expect(jobsByString('app.jobs.define<{ id: number }>({\n  name: "outbox.send",\n  handler: async () => {},\n});')).toHaveLength(1);
    expect(jobsByString("await jobs.send(STORM_CAMPAIGN_JOB, d);\napp.jobs.define(REPORT_JOBS[kind], { handler });\nreply.send(\"ok\");")).toEqual([]);
  });

  it("find a cycle, dynamic imports included", () => {
    const graph = new Map([
      ["web/app/pages.ts", ["web/app/routes/agents.tsx"]],
      ["web/app/routes/agents.tsx", ["web/app/frame/app-frame.tsx"]],
      ["web/app/frame/app-frame.tsx", ["web/app/pages.ts"]],
      ["web/app/router.tsx", ["web/app/pages.ts"]],
      ["web/lib/self.ts", ["web/lib/self.ts"]],
    ]);
    expect(cyclesOf(graph)).toEqual([["web/lib/self.ts"], ["web/app/frame/app-frame.tsx", "web/app/pages.ts", "web/app/routes/agents.tsx"]]);
    expect(importsOf(path.join(root, "web/app/pages.ts"), 'const c = lazy(() => import("./routes/agents"));').map(sourceFile)).toEqual(["web/app/routes/agents.tsx"]);
  });
});
