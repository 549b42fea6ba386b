/** `npm run generate [-- --check]`: regenerates generated/client from specs/ (see generator/commands/generate.ts). */
import { main } from "../generator/cli.js";

process.exitCode = await main(["generate", ...process.argv.slice(2)]);
