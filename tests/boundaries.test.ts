import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The layout's import rules (docs/ARCHITECTURE.md), checked on every source file:
 * features never import each other (server or web), shared layers never import features,
 * `contract/` imports only zod, and the server and the web app meet only in `contract/`.
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
  const sharedServer = ["server/plugins/", "server/db/", "server/agents/", "server/integrations/", "server/lib/", "server/presenters/"];
  if (sharedServer.some((p) => fromRel.startsWith(p)) && toRel.startsWith("server/features/")) return "shared server code does not import features";
  const sharedWeb = ["web/components/", "web/lib/"];
  if (sharedWeb.some((p) => fromRel.startsWith(p)) && (toRel.startsWith("web/features/") || toRel.startsWith("web/app/"))) return "shared web code does not import features or pages";
  if (fromRel.startsWith("web/features/") && toRel.startsWith("web/app/")) return "features do not import pages (pages compose features)";
  if (fromRel.startsWith("web/") && toRel.startsWith("server/")) return "the web app reaches the server only through the API and contract/";
  if (fromRel.startsWith("server/") && toRel.startsWith("web/")) return "the server does not import the web app";
  return null;
}

describe("import boundaries", () => {
  it("hold for every source file (deliberate exceptions listed with a reason)", () => {
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
      }
    }
    expect(found).toEqual([]);
  });

  it("catch a cross-feature import, an import into contract/ and a feature import from shared code", () => {
    expect(violation("server/features/standup/routes.ts", "server/features/operations/get-dashboard-kpis")).toMatch(/features do not import/);
    expect(violation("web/features/auth/components/require-auth.tsx", "web/features/support/components/support-widget")).toMatch(/features do not import/);
    expect(violation("contract/tasks.ts", "package:drizzle-orm")).toMatch(/only zod/);
    expect(violation("contract/tasks.ts", "server/db/schema")).toMatch(/only zod/);
    expect(violation("server/agents/tools.ts", "server/features/tasks/task-worker")).toMatch(/shared server code/);
    expect(violation("web/lib/api.ts", "web/features/auth/api/login")).toMatch(/shared web code/);
    expect(violation("server/features/tasks/routes.ts", "server/features/tasks/task.presenter")).toBeNull();
    expect(violation("web/app/routes/agents.tsx", "web/features/skip-trace/components/skip-trace-panel")).toBeNull();
    expect(importsOf("/x/web/features/a/b.ts", 'import { x } from "@web/features/c/d";\nconst m = import("../e/f");\nexport * from "./g";')).toEqual([
      "web/features/c/d",
      path.relative(root, "/x/web/features/e/f"),
      path.relative(root, "/x/web/features/a/g"),
    ]);
  });
});
