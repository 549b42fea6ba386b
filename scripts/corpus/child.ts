/**
 * A process that checks documents one after another for the corpus runner (pool.ts): it receives
 * `{ doc, dir, yardstick }`, answers `{ stage }` before each check and `{ result }` at the end. A process of its own, so that a
 * document that hangs or exhausts memory costs only this process, which the runner replaces.
 */
import type { CorpusDocument } from "./documents.js";
import { checkDocument } from "./check-one.js";
import { firstLine } from "./result.js";

process.on("message", (message: { doc: CorpusDocument; dir: string; yardstick: boolean }) => {
  const send = (m: unknown) => process.send!(m);
  checkDocument(message.doc, message.dir, (stage) => send({ stage }), message.yardstick).then(
    (result) => send({ result }),
    (error: unknown) => send({ error: firstLine(error) }),
  );
});
