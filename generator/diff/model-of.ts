/**
 * The model of a loaded spec, for the diff and the generate pipeline: a ModelError (a duplicate operationId, a number
 * that cannot be typed...) names only a JSON pointer, so it leaves here as a LoadError located in the spec's file, the
 * one-line `file:line:col pointer message` every problem with a spec gets (docs/safety.md). It lives in the diff, the
 * first stage that may import both the load and the model (docs/architecture.md, "The stage rule"). With a run, each
 * loaded document is modelled once however many stages read it.
 */
import { LoadError } from "../load/errors.js";
import type { LoadedSpec } from "../load/index.js";
import { buildModel, ModelError, type ApiModel } from "../model/index.js";
import { remember, type RunContext } from "../run-context.js";

export function modelOf(spec: LoadedSpec, run?: RunContext): ApiModel {
  return remember(run?.models, spec.document, () => {
    try {
      return buildModel(spec.document);
    } catch (error) {
      if (!(error instanceof ModelError)) throw error;
      const detail = error.message.slice(error.pointer.length + 1);
      throw new LoadError(detail, spec.locate(error.pointer) ?? spec.locate("#"), error.pointer);
    }
  });
}
