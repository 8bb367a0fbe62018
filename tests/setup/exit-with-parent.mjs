// The loopback services run as child processes: each ends when the process that started it is gone
// (checked once a second, since a killed parent sends nothing), or on SIGTERM and SIGINT.

export function exitWithParent() {
  const parent = process.ppid;
  setInterval(() => {
    try {
      process.kill(parent, 0);
    } catch {
      process.exit(0);
    }
  }, 1000).unref();
  for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => process.exit(0));
}
