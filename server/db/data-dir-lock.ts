import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

/** Thrown when another live process holds the embedded database. */
export class DataDirLockedError extends Error {}

export type OwnerState = "alive" | "dead" | "defunct" | "reused";

/** Linux: the process's state letter and start time (clock ticks since boot) from /proc/<pid>/stat; null elsewhere or when gone. */
function procStat(pid: number): { state: string; startTime: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (2nd field) is in brackets and may hold spaces: fields follow the last ")".
    const rest = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { state: rest[0], startTime: rest[19] };
  } catch {
    return null;
  }
}

function commandLine(pid: number): string | null {
  try {
    const cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean).join(" ");
    return cmd ? (cmd.length > 120 ? `${cmd.slice(0, 117)}...` : cmd) : null;
  } catch {
    return null;
  }
}

/**
 * Whether the process that wrote a lock still holds it: `dead` (no such process), `defunct`
 * (a zombie — exited, not yet reaped by its parent — or dying), `reused` (the pid now belongs
 * to a process started at another time than the one that wrote the lock), else `alive`.
 */
export function ownerState(pid: number, startTime?: string): OwnerState {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EPERM") return "dead";
  }
  const stat = procStat(pid);
  if (stat && (stat.state === "Z" || stat.state === "X" || stat.state === "x")) return "defunct";
  if (stat && startTime && stat.startTime !== startTime) return "reused";
  return "alive";
}

/**
 * PGlite admits one process per data directory. A lock file (`pid start-time`, created
 * exclusively) says who holds it: a second process (the app twice, or a CLI while the app
 * runs) stops with a clear message naming the holder, while a lock left by a process that is
 * gone, a zombie, or whose pid was reused is taken over. Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "aiops.lock");
  const mine = `${process.pid} ${procStat(process.pid)?.startTime ?? ""}`.trim();
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      try {
        writeSync(fd, mine);
      } finally {
        closeSync(fd);
      }
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST" || attempt >= 3) throw err;
    }
    let content = "";
    try {
      content = readFileSync(lockPath, "utf8").trim();
    } catch {
      continue; // removed meanwhile: try again
    }
    const [pidText, startTime] = content.split(/\s+/);
    const pid = Number(pidText);
    if (pid && pid !== process.pid && ownerState(pid, startTime) === "alive") {
      const cmd = commandLine(pid);
      throw new DataDirLockedError(
        `The embedded database in ${dataDir} is in use by process ${pid}${cmd ? ` (${cmd})` : ""}, which is running. ` +
          "Stop it first, or run on PostgreSQL with DATABASE_URL so several processes can share the database.",
      );
    }
    // Ours from before, empty, or its owner is gone: take it over (unless another process just did).
    try {
      if (readFileSync(lockPath, "utf8").trim() === content) rmSync(lockPath, { force: true });
    } catch {
      /* removed meanwhile */
    }
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    try {
      if (existsSync(lockPath) && readFileSync(lockPath, "utf8").trim() === mine) rmSync(lockPath);
    } catch {
      /* already gone */
    }
  };
  process.once("exit", release);
  return release;
}
