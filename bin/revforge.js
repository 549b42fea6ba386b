#!/usr/bin/env node
// The `revforge` command. The toolkit is TypeScript run through tsx (a dependency), so there is no build step.
import { register } from "tsx/esm/api";

register();
const { main } = await import("../generator/cli.ts");
process.exitCode = await main(process.argv.slice(2));
