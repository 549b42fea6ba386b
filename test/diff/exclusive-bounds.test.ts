/**
 * A bound that only changes exclusivity. OpenAPI 3.0's `exclusiveMinimum: true` added beside an unchanged `minimum: 1`
 * (found on GHES spec pairs) is read in 3.1's form, `exclusiveMinimum: 1`, and was two findings: "exclusiveMinimum
 * raised from `unbounded` to `1`" (breaking) and "minimum relaxed from `1` to `unbounded`" (safe). It is one bound
 * changed, `>= 1` become `> 1`: breaking in a request, safe in a response (a tightened response bound).
 */
import { expect, it } from "vitest";
import { onePropertyDoc, pairDiffer, type Want } from "./support.js";

type Json = Record<string, unknown>;

const { findings } = pairDiffer("exclusive-bounds");

/** POST /x with a query parameter `q` of schema `n`, and a JSON request and 200 response of one property `n`. */
const doc = (n: Json, openapi = "3.0.3"): Json => onePropertyDoc("n", n, { openapi, query: "q" });

const raised = (keyword: string, before: string, after: string, verb = "raised"): Want[] => [
  [
    `request-parameter-${keyword === "minimum" ? "min-increased" : "max-decreased"}`,
    "breaking",
    `The ${keyword} of the query parameter \`q\` was ${verb} from \`${before}\` to \`${after}\`.`,
    ["POST /x"],
  ],
  [
    `request-property-${keyword === "minimum" ? "min-increased" : "max-decreased"}`,
    "breaking",
    `The ${keyword} of the \`n\` request property of \`POST /x\` was ${verb} from \`${before}\` to \`${after}\`.`,
    ["POST /x"],
  ],
  [
    "response-property-constraint-tightened",
    "safe",
    `The \`${keyword}\` constraint of the \`n\` response property of \`POST /x\` was tightened from \`${before}\` to \`${after}\`.`,
    ["POST /x"],
  ],
];

it("OpenAPI 3.0's exclusiveMinimum: true beside an unchanged minimum is one bound become exclusive", async () => {
  const inclusive = doc({ type: "integer", minimum: 1 });
  const exclusive = doc({ type: "integer", minimum: 1, exclusiveMinimum: true });
  expect(await findings(inclusive, exclusive)).toEqual(raised("minimum", ">= 1", "> 1"));
});

it("so is exclusiveMaximum, and 3.1's numeric form", async () => {
  const inclusive = doc({ type: "integer", maximum: 9 });
  expect(await findings(inclusive, doc({ type: "integer", maximum: 9, exclusiveMaximum: true }))).toEqual(
    raised("maximum", "<= 9", "< 9", "lowered"),
  );
  const in31 = doc({ type: "integer", minimum: 1 }, "3.1.0");
  expect(await findings(in31, doc({ type: "integer", exclusiveMinimum: 1 }, "3.1.0"))).toEqual(
    raised("minimum", ">= 1", "> 1"),
  );
});

it("the way back is one bound relaxed", async () => {
  const inclusive = doc({ type: "integer", minimum: 1 });
  const exclusive = doc({ type: "integer", minimum: 1, exclusiveMinimum: true });
  expect((await findings(exclusive, inclusive)).map(([id, severity, message]) => [id, severity, message])).toEqual([
    [
      "request-parameter-constraint-relaxed",
      "safe",
      "The `minimum` constraint of the query parameter `q` was relaxed from `> 1` to `>= 1`.",
    ],
    [
      "request-property-constraint-relaxed",
      "safe",
      "The `minimum` constraint of the `n` request property of `POST /x` was relaxed from `> 1` to `>= 1`.",
    ],
    [
      "response-property-constraint-relaxed",
      "dangerous",
      "The `minimum` constraint of the `n` response property of `POST /x` was relaxed from `> 1` to `>= 1`.",
    ],
  ]);
});
