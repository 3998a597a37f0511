// Preloaded (node --import) into the app a benchmark measures: the event loop's delay
// (perf_hooks.monitorEventLoopDelay, 10 ms resolution). On SIGUSR2 it writes what it saw since
// the last signal to LOOP_DELAY_FILE ({ maxMs, p99Ms, meanMs }) and starts again.
import { writeFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";

const file = process.env.LOOP_DELAY_FILE;
if (file) {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  process.on("SIGUSR2", () => {
    const ms = (ns) => Math.round(ns / 1e5) / 10;
    writeFileSync(file, JSON.stringify({ maxMs: ms(h.max), p99Ms: ms(h.percentile(99)), meanMs: ms(h.mean) }));
    h.reset();
  });
}
