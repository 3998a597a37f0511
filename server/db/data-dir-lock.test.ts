import { afterEach, describe, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { acquireDataDirLock, DataDirLockedError, ownerState } from "./data-dir-lock";
import { waitFor } from "../test/wait-for";

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const c of children.splice(0)) c.kill("SIGKILL");
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "aiops-lock-"));
  dirs.push(dir);
  return dir;
}
function startTimeOf(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
}
/** A live process that is not us: `sleep 30`. */
async function liveProcess() {
  const child = spawn("sleep", ["30"], { stdio: "ignore" });
  children.push(child);
  await new Promise((r) => child.once("spawn", r));
  return child.pid!;
}
/** A zombie: perl forks a child that exits at once, prints its pid and sleeps without reaping it. */
async function zombieProcess() {
  const child = spawn("perl", ["-e", '$| = 1; my $p = fork(); if ($p) { print "$p\\n"; sleep 30 } else { exit 0 }'], { stdio: ["ignore", "pipe", "ignore"] });
  children.push(child);
  const pid = Number(await new Promise<string>((r) => child.stdout!.once("data", (d) => r(String(d)))));
  await waitFor(async () => readFileSync(`/proc/${pid}/stat`, "utf8"), (stat) => stat.includes(") Z "), `process ${pid} to be a zombie`, 5_000);
  expect(readFileSync(`/proc/${pid}/stat`, "utf8")).toContain(") Z ");
  return pid;
}
/** A pid that no process has: one that ran and was reaped. */
async function deadPid() {
  const child = spawn("true", { stdio: "ignore" });
  await new Promise((r) => child.once("exit", r));
  return child.pid!;
}

describe.skipIf(process.platform !== "linux")("the embedded database's data-directory lock", () => {
  it("tells a live owner from a dead, defunct (zombie) or reused one", async () => {
    const live = await liveProcess();
    expect(ownerState(live)).toBe("alive");
    expect(ownerState(live, startTimeOf(live))).toBe("alive");
    expect(ownerState(live, "1")).toBe("reused");
    expect(ownerState(await zombieProcess())).toBe("defunct");
    expect(ownerState(await deadPid())).toBe("dead");
  });

  it("refuses while another live process holds it, naming the process", async () => {
    const dir = tempDir();
    const live = await liveProcess();
    writeFileSync(path.join(dir, "aiops.lock"), `${live} ${startTimeOf(live)}`);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`in use by process ${live} \\(sleep 30\\), which is running`));
  });

  it.each([
    ["a zombie", zombieProcess, false],
    ["a process that is gone", deadPid, false],
    ["a pid now used by another process", liveProcess, true],
  ] as const)("takes over a lock left by %s", async (_what, makePid, wrongStartTime) => {
    const dir = tempDir();
    const pid = await makePid();
    writeFileSync(path.join(dir, "aiops.lock"), wrongStartTime ? `${pid} 1` : String(pid));
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, "aiops.lock"), "utf8")).toBe(`${process.pid} ${startTimeOf(process.pid)}`);
    release();
    expect(existsSync(path.join(dir, "aiops.lock"))).toBe(false);
  });

  it("is exclusive: a second acquire by a live holder is refused until released", async () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    // The same process re-opening is allowed (pid is ours); another process is not.
    const child = spawn(process.execPath, ["--import", "tsx", "-e", `import("${path.resolve("server/db/data-dir-lock.ts")}").then(m => { try { m.acquireDataDirLock(${JSON.stringify(dir)}); console.log("acquired"); } catch (e) { console.log(e.constructor.name + ": " + e.message); } })`], { stdio: ["ignore", "pipe", "inherit"] });
    const out = await new Promise<string>((r) => {
      let text = "";
      child.stdout!.on("data", (d) => (text += d));
      child.once("exit", () => r(text));
    });
    expect(out).toMatch(new RegExp(`DataDirLockedError: .*in use by process ${process.pid}`));
    release();
  });
});
