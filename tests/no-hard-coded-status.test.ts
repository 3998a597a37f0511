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
  /\b(Active|Inactive|Healthy|Unhealthy|Connected|Disconnected|Online|Offline|Live System|Available|Unavailable|Operational|High Load|Running|Ready to Connect|Pending Approval|Ready to Launch|Campaign Active|Degraded|Up|Down)\b|The system will auto-generate content daily/;
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
    if (new RegExp(`^(${STATUS_WORDS.source})$`).test(s) || /^\d+(\.\d+)?\s?(%|ms)$/.test(s) || s.includes("The system will auto-generate content daily")) found.push(s);
  }
  return found;
}

/**
 * The specification's status words (issue 19) are shown only in the state they describe. Through
 * i18next they are translation keys, so the rule follows the keys whose English text is one of them:
 * a component may render such a key only as the outcome of a condition (`cond ? t(k) : …`,
 * `cond && t(k)`) or as a state's word handed to a check's badge (`{ connected: t(k) }`), never
 * unconditionally (`<Badge>{t(k)}</Badge>`, the "Ready to Launch" that read the same in every state).
 */
const CHECKED_WORDS = ["Connected", "Ready to Connect", "Pending Approval", "Ready to Launch", "Campaign Active", "Active", "Healthy", "Available"];
const CHECKED_SENTENCE = "The system will auto-generate content daily";

function flatten(o: Record<string, unknown>, prefix: string, out: Record<string, string>) {
  for (const [k, v] of Object.entries(o)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === "object") flatten(v as Record<string, unknown>, key, out);
    else out[key] = String(v);
  }
  return out;
}

/** The English catalog's keys whose text is one of the checked status words or the daily-content promise. */
export function statusKeys(catalog: Record<string, string>): string[] {
  return Object.entries(catalog)
    .filter(([, v]) => CHECKED_WORDS.includes(v.trim()) || v.includes(CHECKED_SENTENCE))
    .map(([k]) => k);
}

/** The uses of those keys in a .tsx source that no condition chooses (and any render of the seeded agent status). */
export function unconditionalStatusKeys(source: string, keys: string[]): string[] {
  const found: string[] = [];
  const text = renderable(source);
  for (const key of keys) {
    const call = new RegExp(`\\bt[a-z]?\\(\\s*["'\`]${key.replace(/\./g, "\\.")}["'\`]`, "g");
    for (const m of text.matchAll(call)) {
      const before = text.slice(0, m.index).trimEnd();
      // The branch of a ternary or of `&&`, or a state's word (`connected: t(k)`).
      if (/(\?|:|&&)$/.test(before)) continue;
      found.push(key);
    }
  }
  // The seeded agent.status is not a check: an agent's state comes from GET /api/health/agents.
  if (/enumLabel\(\s*t\s*,\s*["']agentStatus["']/.test(text)) found.push("agentStatus");
  return found;
}

describe("no hard-coded status or health figure in the web app", () => {
  it("finds them in a sample (the rule works)", () => {
    expect(hardCodedStatuses(`<Badge variant="success">Active</Badge><dd>{"145 ms"}</dd><span>99.8%</span>`)).toEqual(["Active", "99.8%", "145 ms"]);
    expect(hardCodedStatuses(`<Badge>{t("liveHub.state.connected")}</Badge><div className="w-[50%]" />`)).toEqual([]);
    expect(hardCodedStatuses(`<Badge>Ready to Launch</Badge><p>{"The system will auto-generate content daily."}</p>`)).toEqual(["Ready to Launch", "The system will auto-generate content daily."]);
  });

  it("finds a status word's key rendered whatever the check says (the rule works)", () => {
    const keys = ["launch.ready", "marketing.autoDaily", "operations.slack.ready"];
    expect(unconditionalStatusKeys(`<Badge>{t("launch.ready")}</Badge>`, keys)).toEqual(["launch.ready"]);
    expect(unconditionalStatusKeys(`<p>{t("marketing.autoDaily")}</p>`, keys)).toEqual(["marketing.autoDaily"]);
    expect(unconditionalStatusKeys(`<Badge>{enumLabel(t, "agentStatus", a.status)}</Badge>`, keys)).toEqual(["agentStatus"]);
    expect(
      unconditionalStatusKeys(`{ready ? t("launch.ready") : t("launch.unproven")}{auto && t("marketing.autoDaily")}<B words={{ unverified: t("operations.slack.ready") }} />`, keys),
    ).toEqual([]);
    expect(statusKeys({ "a.b": "Ready to Launch", "a.c": "Launching…", "m.x": "The system will auto-generate content daily." })).toEqual(["a.b", "m.x"]);
  });

  it("no component renders a checked status word that no check chose", () => {
    const catalog = flatten(JSON.parse(readFileSync(path.join(root, "web/locales/en.json"), "utf8")), "", {});
    for (const f of readdirSync(path.join(root, "web/locales/en"))) {
      flatten(JSON.parse(readFileSync(path.join(root, "web/locales/en", f), "utf8")), f.replace(/\.json$/, ""), catalog);
    }
    const keys = statusKeys(catalog);
    expect(keys).toEqual(expect.arrayContaining(["launch.ready", "launch.active", "operations.slack.ready", "operations.whatsapp.pending", "marketing.autoDaily", "liveHub.agentState.active"]));
    const problems: string[] = [];
    for (const file of walk(path.join(root, "web"))) {
      for (const key of unconditionalStatusKeys(readFileSync(file, "utf8"), keys)) problems.push(`${path.relative(root, file)}: ${key}`);
    }
    expect(problems, "render these only in the state a check reported (a condition or a state's word)").toEqual([]);
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
