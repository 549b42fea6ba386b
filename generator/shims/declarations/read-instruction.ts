/**
 * One instruction of a declared change (specs/changes), shape-checked: a mapping with one key, its kind, whose value
 * holds the kind's fields (INSTRUCTIONS lists them). Paths are parsed (paths.ts); what needs the specs is check.ts.
 */
import type { JsonValue, ValuePath } from "../../../templates/runtime/upgrade-ops.js";
import type { Shape } from "./shape.js";
import type { Instruction, Target, Where } from "./types.js";

export function readInstruction(r: Shape, value: unknown, where: Where): Instruction {
  const wrapper = r.obj(value, where, "an instruction", undefined);
  const kinds = Object.keys(wrapper);
  if (kinds.length !== 1) r.fail(where, `an instruction is a mapping with one key (its kind), not ${kinds.length}`);
  const kind = kinds[0]!;
  const at = [...where, kind];
  const spec = INSTRUCTIONS[kind];
  if (spec === undefined) r.fail(where, `unknown instruction ${kind} (one of ${Object.keys(INSTRUCTIONS).join(", ")})`);
  const v = r.obj(wrapper[kind], at, kind, spec);
  const target = (): Target => r.target(v, at);
  switch (kind) {
    case "moveOperation":
      return {
        kind,
        where,
        operation: r.str(v.operation, [...at, "operation"], "operation"),
        from: r.str(v.from, [...at, "from"], "from"),
        to: r.str(v.to, [...at, "to"], "to"),
      };
    case "removeOperation":
      return { kind, where, operations: r.operations(v, at) };
    case "renameParameter": {
      const loc = r.str(v.in, [...at, "in"], "in");
      if (loc !== "path" && loc !== "query") r.fail([...at, "in"], `in must be path or query, not ${loc}`);
      return {
        kind,
        where,
        operation: r.str(v.operation, [...at, "operation"], "operation"),
        in: loc,
        from: r.str(v.from, [...at, "from"], "from"),
        to: r.str(v.to, [...at, "to"], "to"),
      };
    }
    case "rename":
      return {
        kind,
        where,
        target: target(),
        at: r.path(v.at ?? "", [...at, "at"]),
        from: r.name(v.from, [...at, "from"]),
        to: r.name(v.to, [...at, "to"]),
      };
    case "move": {
      const set: [ValuePath, JsonValue][] = [];
      if (v.set !== undefined) {
        const s = r.obj(v.set, [...at, "set"], "set", undefined);
        for (const key of Object.keys(s)) set.push([r.path(key, [...at, "set", key]), s[key] as JsonValue]);
      }
      const out: Instruction = {
        kind,
        where,
        target: target(),
        from: r.path(v.from, [...at, "from"]),
        to: r.path(v.to, [...at, "to"]),
        set,
      };
      if (v.requires !== undefined) out.requires = r.path(v.requires, [...at, "requires"]);
      return out;
    }
    case "set": {
      if (!("value" in v)) r.fail(at, "set needs a value");
      if (v.ifAbsent !== undefined && typeof v.ifAbsent !== "boolean")
        r.fail([...at, "ifAbsent"], "ifAbsent must be true or false");
      return {
        kind,
        where,
        target: target(),
        at: r.path(v.at, [...at, "at"]),
        value: v.value as JsonValue,
        ifAbsent: v.ifAbsent === true,
      };
    }
    case "restructure": {
      if (!Array.isArray(v.table) || v.table.length === 0)
        r.fail([...at, "table"], "restructure needs a table of { when, value } rows");
      const table = v.table.map((row, i) => {
        const w = [...at, "table", String(i)];
        const o = r.obj(row, w, "a table row", ["when", "value"]);
        return {
          when: r.obj(o.when, [...w, "when"], "when", undefined) as Record<string, JsonValue>,
          value: r.obj(o.value, [...w, "value"], "value", undefined) as Record<string, JsonValue>,
        };
      });
      const absent = v.whenAbsent ?? [];
      if (!Array.isArray(absent)) r.fail([...at, "whenAbsent"], "whenAbsent must be a list of { if, value } rows");
      const whenAbsent = absent.map((row, i) => {
        const w = [...at, "whenAbsent", String(i)];
        const o = r.obj(row, w, "a whenAbsent row", ["if", "value"]);
        return {
          if: r.name(o.if, [...w, "if"]),
          value: r.obj(o.value, [...w, "value"], "value", undefined) as Record<string, JsonValue>,
        };
      });
      return {
        kind,
        where,
        target: target(),
        at: r.path(v.at ?? "", [...at, "at"]),
        from: r.name(v.from, [...at, "from"]),
        to: r.name(v.to, [...at, "to"]),
        table,
        whenAbsent,
      };
    }
    case "remove":
      return { kind, where, target: target(), at: r.path(v.at, [...at, "at"]) };
    case "optIn": {
      const out: Instruction = {
        kind,
        where,
        operations: r.operations(v, at),
        parameter: r.str(v.parameter, [...at, "parameter"], "parameter"),
        value: r.str(v.value, [...at, "value"], "value"),
      };
      if (v.schema !== undefined) out.schema = r.str(v.schema, [...at, "schema"], "schema");
      if (v.property !== undefined) out.property = r.path(v.property, [...at, "property"]);
      if (out.schema !== undefined && out.property === undefined)
        r.fail([...at, "schema"], "schema goes with property (where the opted-in property is in it)");
      return out;
    }
    case "convert": {
      const request = r.optStr(v.request, [...at, "request"], "request");
      const response = r.optStr(v.response, [...at, "response"], "response");
      if (request === undefined && response === undefined)
        r.fail(at, "convert names a request or a response converter (or both)");
      for (const [key, fn] of [
        ["request", request],
        ["response", response],
      ] as const)
        if (fn !== undefined && !/^[a-z][A-Za-z0-9]*$/.test(fn))
          r.fail([...at, key], `${fn} is not a converter function name (camelCase)`);
      const out: Instruction = { kind, where, operations: r.operations(v, at) };
      if (request !== undefined) out.request = request;
      if (response !== undefined) out.response = response;
      return out;
    }
    case "behaviour": {
      const out: Instruction = {
        kind,
        where,
        target: target(),
        note: r.str(v.note, [...at, "note"], "note"),
      };
      if (v.at !== undefined) out.at = r.path(v.at, [...at, "at"]);
      return out;
    }
  }
  return r.fail(where, `unknown instruction ${kind}`);
}

/** The keys each instruction kind takes. */
const TARGET = ["schema", "operation", "operations", "in"];
const INSTRUCTIONS: Record<string, string[]> = {
  moveOperation: ["operation", "from", "to"],
  removeOperation: ["operation", "operations"],
  renameParameter: ["operation", "in", "from", "to"],
  rename: [...TARGET, "at", "from", "to"],
  move: [...TARGET, "from", "to", "set", "requires"],
  set: [...TARGET, "at", "value", "ifAbsent"],
  restructure: [...TARGET, "at", "from", "to", "table", "whenAbsent"],
  remove: [...TARGET, "at"],
  optIn: ["operation", "operations", "parameter", "value", "schema", "property"],
  convert: ["operation", "operations", "request", "response"],
  behaviour: [...TARGET, "at", "note"],
};
