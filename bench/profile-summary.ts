/**
 * Summarises a V8 .cpuprofile (from `node --cpu-prof`): where the CPU went,
 * by package and by function, optionally only inside time windows (the
 * measured autocannon runs; the profile and process.hrtime share a clock).
 *
 *   npx tsx bench/profile-summary.ts <file.cpuprofile> [top=25]
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** A span of monotonic time in microseconds (process.hrtime.bigint() / 1000). */
export interface Window {
  label: string;
  startUs: number;
  endUs: number;
}

export interface Summary {
  label: string;
  /** Sampled time in the window, ms. */
  totalMs: number;
  /** Time not spent idle, ms. */
  busyMs: number;
  byPackage: Array<[string, number]>;
  selfByFunction: Array<[string, number]>;
  /** Time with the function anywhere on the stack (sync part only: awaits cut stacks). */
  inclusiveByFunction: Array<[string, number]>;
}

/** Which package (or runtime part) a frame belongs to. */
function packageOf(frame: CallFrame): string {
  const url = frame.url;
  if (!url) {
    const name = frame.functionName;
    if (name === "(idle)" || name === "(program)" || name === "(garbage collector)" || name === "(root)") return name;
    return "(native / V8 builtins)";
  }
  const nm = url.lastIndexOf("/node_modules/");
  if (nm >= 0) {
    const rest = url.slice(nm + "/node_modules/".length).split("/");
    return rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith("node:")) return "node core";
  if (url.includes("/dist/server/")) return "app code (dist/server)";
  return path.basename(url);
}

function functionKey(frame: CallFrame): string {
  const where = frame.url ? `${packageOf(frame)}:${path.basename(frame.url)}:${frame.lineNumber + 1}` : "";
  return `${frame.functionName || "(anonymous)"} ${where}`.trim();
}

const sortDesc = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1]);

export function summariseProfile(file: string, windows?: Window[]): Summary[] {
  const profile = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

  const spans: Window[] = windows?.length
    ? windows
    : [{ label: "whole profile", startUs: profile.startTime, endUs: profile.endTime }];

  return spans.map((w) => {
    const pkg = new Map<string, number>();
    const self = new Map<string, number>();
    const incl = new Map<string, number>();
    let total = 0;
    let idle = 0;
    let t = profile.startTime;
    for (let i = 0; i < profile.samples.length; i++) {
      t += profile.timeDeltas[i];
      if (t < w.startUs || t > w.endUs) continue;
      // A sample's time is the delta to the next sample.
      const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      const node = byId.get(profile.samples[i])!;
      total += dt;
      const p = packageOf(node.callFrame);
      if (p === "(idle)") {
        idle += dt;
        continue;
      }
      pkg.set(p, (pkg.get(p) ?? 0) + dt);
      const k = functionKey(node.callFrame);
      self.set(k, (self.get(k) ?? 0) + dt);
      const seen = new Set<string>();
      for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
        const key = functionKey(byId.get(id)!.callFrame);
        if (seen.has(key)) continue;
        seen.add(key);
        incl.set(key, (incl.get(key) ?? 0) + dt);
      }
    }
    return {
      label: w.label,
      totalMs: total,
      busyMs: total - idle,
      byPackage: sortDesc(pkg),
      selfByFunction: sortDesc(self),
      inclusiveByFunction: sortDesc(incl).filter(([k]) => !k.startsWith("(root)")),
    };
  });
}

export function formatSummary(s: Summary, top = 20): string {
  const pct = (ms: number) => `${((ms / Math.max(s.busyMs, 1e-9)) * 100).toFixed(1).padStart(5)}%`;
  const rows = (list: Array<[string, number]>) =>
    list
      .slice(0, top)
      .map(([k, ms]) => `  ${ms.toFixed(0).padStart(7)} ms ${pct(ms)}  ${k}`)
      .join("\n");
  return [
    `== ${s.label}: ${s.totalMs.toFixed(0)} ms sampled, ${s.busyMs.toFixed(0)} ms busy (${((s.busyMs / Math.max(s.totalMs, 1e-9)) * 100).toFixed(0)}% of one core); shares are of busy time`,
    "-- self time by package",
    rows(s.byPackage),
    "-- self time by function",
    rows(s.selfByFunction),
    "-- inclusive time by function (synchronous stacks)",
    rows(s.inclusiveByFunction),
  ].join("\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [file, top] = process.argv.slice(2);
  if (!file) {
    console.error("usage: tsx bench/profile-summary.ts <file.cpuprofile> [top]");
    process.exit(2);
  }
  for (const s of summariseProfile(file)) console.log(formatSummary(s, Number(top ?? 25)));
}
