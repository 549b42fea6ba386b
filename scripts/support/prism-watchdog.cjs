// Preloaded into Prism by scripts/support/prism.ts (`NODE_OPTIONS=--require <this file>`): makes the Prism process exit
// on its own once the test process that started it is gone (killed with SIGKILL, where no exit hook can run). Prism is
// then re-parented, so its ppid no longer matches. The interval is unref'd and never keeps Prism alive by itself.
"use strict";
const parent = Number(process.env.REVFORGE_PRISM_PARENT);
if (parent > 0) {
  setInterval(() => {
    let alive = process.ppid === parent;
    if (alive) {
      try {
        process.kill(parent, 0);
      } catch {
        alive = false;
      }
    }
    if (!alive) process.exit(0);
  }, 1000).unref();
}
