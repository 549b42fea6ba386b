/** The model of a loaded spec, its ModelErrors located in the spec's file (README.md, "model-of.ts"). */
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
