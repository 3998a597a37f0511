// Preloaded (node --import) into every process bench/run.ts starts: when the
// bench goes away — even killed with SIGKILL — the IPC channel closes and the
// child shuts down instead of lingering on its port.
if (process.channel) {
  process.channel.unref();
  process.on("disconnect", () => {
    process.kill(process.pid, "SIGTERM");
    setTimeout(() => process.exit(1), 5000).unref();
  });
}
