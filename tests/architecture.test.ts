import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * docs/ARCHITECTURE.md stays true (decision 080): every repository path it names exists. A path
 * is a backticked token that looks like one (`server/plugins/outbox.ts`, `plugins/errors.ts`,
 * `web/app/frame/`), or an entry of the layout tree (its first word, under its parent folders).
 * Names with a placeholder (`<area>`, `*`, `…`) are patterns, not paths.
 */
const root = path.resolve(__dirname, "..");
const DOC = "docs/ARCHITECTURE.md";

/** Where a path the document names without its top folder may sit. */
const BASES = ["", "server/", "web/", "web/app/", "docs/"];
const TOP = /^(server|web|contract|tests|e2e|bench|scripts|docs|\.ci)\//;
const LOOKS_LIKE_PATH = /^(?:\.?[\w@-]+\/)+(?:[\w.@-]+\/?)?$|^[\w.-]+\.(?:ts|tsx|md|json|mjs|html)$/;
const PATTERN = /[<>*…{}]/;

const exists = (p: string) => ["", ".ts", ".tsx"].some((ext) => existsSync(path.join(root, p.replace(/\/$/, "") + ext)));

/** Whether a path the document names exists: as written from the root, or (not starting with a top folder) under one of BASES. */
export function pathExists(named: string, has: (p: string) => boolean = exists): boolean {
  if (TOP.test(named)) return has(named);
  return BASES.some((base) => has(base + named));
}

/** The paths a backticked token names (none when it is a command, a URL, a name or a pattern). */
export function backtickedPaths(markdown: string): string[] {
  return [...markdown.matchAll(/`([^`\n]+)`/g)].map((m) => m[1].trim()).filter((t) => !t.includes(" ") && !t.startsWith("/") && !PATTERN.test(t) && LOOKS_LIKE_PATH.test(t));
}

/**
 * The entries of the layout tree (the first code block under "## Layout"): a line indented less
 * than a description column whose first word is a folder (`name/`) or a file (`name.ts`), with
 * the folders above it by indentation. `a/b/` in one entry is a nested folder.
 */
export function layoutPaths(markdown: string): string[] {
  const section = markdown.split(/^## Layout\s*$/m)[1] ?? "";
  const block = /```[^\n]*\n([\s\S]*?)```/.exec(section)?.[1] ?? "";
  const out: string[] = [];
  const parents: { indent: number; dir: string }[] = [];
  for (const line of block.split("\n")) {
    const indent = line.length - line.trimStart().length;
    if (!line.trim() || indent >= 12) continue;
    const first = line.trim().split(/\s+/)[0].replace(/,$/, "");
    if (!/\/$|\.\w+$/.test(first) || first.startsWith("(")) continue;
    while (parents.length && parents.at(-1)!.indent >= indent) parents.pop();
    const full = parents.map((p) => p.dir).join("") + first;
    if (first.endsWith("/")) parents.push({ indent, dir: first });
    for (const part of first.split(",")) if (!PATTERN.test(full)) out.push(parents.slice(0, first.endsWith("/") ? -1 : undefined).map((p) => p.dir).join("") + part);
  }
  return out;
}

describe("docs/ARCHITECTURE.md", () => {
  const markdown = readFileSync(path.join(root, DOC), "utf8");

  it("names only paths that exist", () => {
    const named = [...new Set([...layoutPaths(markdown), ...backtickedPaths(markdown)])];
    const missing = named.filter((p) => !pathExists(p));
    console.log(`architecture: ${named.length} paths named, ${missing.length} missing${missing.length ? `:\n  ${missing.join("\n  ")}` : ""}`);
    expect(named.length).toBeGreaterThan(40);
    expect(missing).toEqual([]);
  });

  it("shows the server's floors", () => {
    expect(markdown).toMatch(/lib.*<.*db.*<.*domain.*<.*agents.*integrations.*<.*plugins.*<.*features.*<.*app/s);
  });

  it("finds a path that does not exist, in backticks or in the tree", () => {
    expect(backtickedPaths("Linked from (`web/app/company-admin-links-for-user.tsx`); `GET /api/users`, `app.jobs.define`, `contract/<area>.ts`, `plugins/errors.ts`")).toEqual([
      "web/app/company-admin-links-for-user.tsx",
      "plugins/errors.ts",
    ]);
    expect(pathExists("web/app/company-admin-links-for-user.tsx")).toBe(false);
    expect(pathExists("plugins/errors.ts")).toBe(true);
    expect(pathExists("server/db/outbox.ts")).toBe(false);
    const tree = "## Layout\n\n```\nserver/\n  domain/            the rules\n    outbound/        one module\n    leads.ts         lead identity\n  db/                schema\n                     continuation/ words\nweb/\n  lib/\n```\n";
    expect(layoutPaths(tree)).toEqual(["server/", "server/domain/", "server/domain/outbound/", "server/domain/leads.ts", "server/db/", "web/", "web/lib/"]);
  });
});
