import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every status and health figure the web app renders comes from an API field (issue 11,
 * decision 050): no component may write a status word ("Active", "Healthy", "Connected" …)
 * or a figure with a unit ("145 ms", "99.8%") as a literal. Words go through i18next
 * (translation keys are fine: a key is not rendered text); the server decides which one.
 * Deliberate exceptions are listed with their reason.
 */
const ALLOWED: { file: string; literal: string; reason: string }[] = [];

const root = path.resolve(__dirname, "..");
const STATUS_WORDS =
  /\b(Active|Inactive|Healthy|Unhealthy|Connected|Disconnected|Online|Offline|Live System|Available|Unavailable|Operational|High Load|Running|Ready to Connect|Pending Approval|Degraded|Up|Down)\b/;
const FIGURE = /(^|[^\w.-])\d+(\.\d+)?\s?(%|ms)(?![\w-])/;

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) out.push(...walk(p));
    else if (name.endsWith(".tsx") && !/\.test\.tsx$/.test(name)) out.push(p);
  }
  return out;
}

/** The source without comments, class names, layout sizes and the imports (where literals are not rendered). */
function renderable(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, " ")
    .replace(/(^|[^:])\/\/.*$/gm, "$1")
    .replace(/className=("[^"]*"|\{`[^`]*`\}|\{cn\([^)]*\)\})/g, " ")
    // Layout sizes (a chart's width="100%") are not figures.
    .replace(/\b(width|height|offset|x|y)=("[^"]*")/g, " ")
    .replace(/^import .*$/gm, " ");
}

/** The literal status words and figures a .tsx file would render: JSX text and string literals. */
export function hardCodedStatuses(source: string): string[] {
  const text = renderable(source);
  const found: string[] = [];
  for (const m of text.matchAll(/>([^<>{}]+)</g)) {
    const s = m[1].trim();
    if (s && (STATUS_WORDS.test(s) || FIGURE.test(s))) found.push(s);
  }
  for (const m of text.matchAll(/"([^"\n]*)"|'([^'\n]*)'|`([^`\n]*)`/g)) {
    const s = (m[1] ?? m[2] ?? m[3]).trim();
    // A string that is a status word or a figure on its own, the way a badge or a value cell shows it.
    if (new RegExp(`^${STATUS_WORDS.source}$`).test(s) || /^\d+(\.\d+)?\s?(%|ms)$/.test(s)) found.push(s);
  }
  return found;
}

describe("no hard-coded status or health figure in the web app", () => {
  it("finds them in a sample (the rule works)", () => {
    expect(hardCodedStatuses(`<Badge variant="success">Active</Badge><dd>{"145 ms"}</dd><span>99.8%</span>`)).toEqual(["Active", "99.8%", "145 ms"]);
    expect(hardCodedStatuses(`<Badge>{t("liveHub.state.connected")}</Badge><div className="w-[50%]" />`)).toEqual([]);
  });

  it("no component renders one", () => {
    const problems: string[] = [];
    for (const file of walk(path.join(root, "web"))) {
      const rel = path.relative(root, file);
      for (const literal of hardCodedStatuses(readFileSync(file, "utf8"))) {
        if (ALLOWED.some((a) => a.file === rel && a.literal === literal)) continue;
        problems.push(`${rel}: "${literal}"`);
      }
    }
    expect(problems, "render these from an API field (or a translation key chosen by one)").toEqual([]);
  });
});
