/**
 * The structural slips of test/fixtures/load/slips (docs/safety.md, L5) with the exact warnings each one loads with,
 * and every fixture that loads only with warnings (those and the B20 cases of test/fixtures/load/bad), for the tests
 * that load, generate and diff them.
 */
import { FIXTURES } from "../load/support.js";

export const SLIPS = `${FIXTURES}/slips`;

export const slipWarnings: [string, string[]][] = [
  [
    "no-responses.yaml",
    [`${SLIPS}/no-responses.yaml:7:5 #/paths/~1ping/post The field \`responses\` must be present on this level.`],
  ],
  [
    "response-without-description.yaml",
    [
      `${SLIPS}/response-without-description.yaml:10:9 #/paths/~1items/get/responses/200 The field \`description\` must be present on this level.`,
    ],
  ],
  [
    "path-parameter-not-in-path.yaml",
    [
      `${SLIPS}/path-parameter-not-in-path.yaml:8:9 #/paths/~1items/parameters/0 path parameter "org" is not in the path "/items"; it is typed and never sent`,
      `${SLIPS}/path-parameter-not-in-path.yaml:23:11 #/paths/~1items~1{id}/get/parameters/1 path parameter "org" is not in the path "/items/{id}"; it is typed and never sent`,
    ],
  ],
  [
    "properties-ref.yaml",
    [
      `${SLIPS}/properties-ref.yaml:32:9 #/components/schemas/droplet/properties/$ref properties holds a $ref instead of schemas (OpenAPI allows none here); read as the map it points to`,
      `${SLIPS}/properties-ref.yaml:43:9 #/components/schemas/volume/properties/$ref properties holds a $ref instead of schemas (OpenAPI allows none here); read as the map it points to`,
    ],
  ],
  [
    "parameters-not-a-list.yaml",
    [
      `${SLIPS}/parameters-not-a-list.yaml:9:7 #/paths/~1items/get/parameters Expected type \`ParameterList\` (array) but got \`object\``,
    ],
  ],
  [
    "unknown-field.yaml",
    [`${SLIPS}/unknown-field.yaml:9:7 #/paths/~1items/post/produces Property \`produces\` is not expected here.`],
  ],
  [
    "schema-types.yaml",
    [
      `${SLIPS}/schema-types.yaml:25:7 #/components/schemas/item/required Expected type \`array\` but got \`string\`.`,
      `${SLIPS}/schema-types.yaml:29:11 #/components/schemas/item/properties/name/required Expected type \`array\` but got \`boolean\`.`,
      `${SLIPS}/schema-types.yaml:32:11 #/components/schemas/item/properties/kind/enum Expected type \`array\` but got \`string\`.`,
      `${SLIPS}/schema-types.yaml:37:9 #/components/schemas/item/properties/size Expected type \`Schema\` (object) but got \`string\``,
    ],
  ],
];

/** Every spec that loads only with warnings: the slips, and the B20 cases that became warnings. */
export const slipSpecs: string[] = [
  ...slipWarnings.map(([name]) => `${SLIPS}/${name}`),
  ...["item20-in-body.yaml", "item20-responses-nope.yaml", "item20-no-info-version.yaml"].map(
    (name) => `${FIXTURES}/bad/${name}`,
  ),
];
