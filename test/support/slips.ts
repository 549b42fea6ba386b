/**
 * The structural slips of test/fixtures/load/slips (docs/safety.md, L5) with the exact warnings each one loads with,
 * and every fixture that loads only with warnings (those and the B20 cases of test/fixtures/load/bad), for the tests
 * that load, generate and diff them.
 */
import { FIXTURES } from "../load/support.js";

export const SLIPS = `${FIXTURES}/slips`;

/**
 * An `allOf` holding what is no object outside a schema: left out of what openapi-typescript reads, whose discriminator
 * scan stops at it anywhere. Warned with or without Redocly's rule, which does not read examples.
 */
const ALL_OF_OUTSIDE = [
  `${SLIPS}/all-of-outside-schema.yaml:8:7 #/servers/0/variables/allOf should be a list of objects (openapi-typescript reads every allOf as schemas), not a list holding a number: left out`,
  `${SLIPS}/all-of-outside-schema.yaml:21:19 #/paths/~1items/get/responses/200/content/application~1json/schema/example/allOf should be a list of objects (openapi-typescript reads every allOf as schemas), not a list holding null: left out`,
];

/** The same for a `oneOf` beside a `discriminator` with a `propertyName`, where a `$ref` that is no string stops it too. */
const ONE_OF_OUTSIDE = [
  `${SLIPS}/one-of-beside-discriminator.yaml:7:5 #/info/x-union/oneOf should be a list of schemas (openapi-typescript reads every oneOf beside a discriminator as schemas), not a list holding an object whose $ref is a number: left out`,
  `${SLIPS}/one-of-beside-discriminator.yaml:21:19 #/paths/~1items/get/responses/200/content/application~1json/schema/example/oneOf should be a list of schemas (openapi-typescript reads every oneOf beside a discriminator as schemas), not a list holding a string: left out`,
];

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
      `${SLIPS}/properties-ref.yaml:32:9 #/components/schemas/droplet/properties/$ref properties holds a $ref instead of its entries (OpenAPI allows none here); read as the map it points to`,
      `${SLIPS}/properties-ref.yaml:43:9 #/components/schemas/volume/properties/$ref properties holds a $ref instead of its entries (OpenAPI allows none here); read as the map it points to`,
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
  [
    "path-parameter-twice.yaml",
    [
      `${SLIPS}/path-parameter-twice.yaml:6:3 #/paths/~1subscriptions~1{subscriptionId}~1resourceGroups~1System.{location}~1fabricLocations~1{location} path "/subscriptions/{subscriptionId}/resourceGroups/System.{location}/fabricLocations/{location}" declares {location} more than once; every place takes the one value`,
    ],
  ],
  [
    "parameter-name-empty.yaml",
    [
      `${SLIPS}/parameter-name-empty.yaml:10:11 #/paths/~1api~1customers/get/parameters/0/name parameter name is empty; no request can carry it, so it is left out of the types and calls`,
      `${SLIPS}/parameter-name-empty.yaml:32:7 #/components/parameters/unnamed/name parameter name is empty; no request can carry it, so it is left out of the types and calls`,
    ],
  ],
  [
    "operation-id-twice.yaml",
    [
      `${SLIPS}/operation-id-twice.yaml:16:5 #/paths/~1users~1~0/get GET /users/~ has no operationId and the one made from its method and path, "get_users", is GET /users's, which keeps it; GET /users/~ is named "get_users_2"`,
      `${SLIPS}/operation-id-twice.yaml:25:5 #/paths/~1aliases~1{trackingId}/get GET /aliases/{trackingId} has no operationId and the one made from its method and path, "get_aliases_trackingId", is GET /aliases/trackingId's, which keeps it; GET /aliases/{trackingId} is named "get_aliases_trackingId_2"`,
      `${SLIPS}/operation-id-twice.yaml:42:7 #/paths/~1b/get/operationId the operationId "listThings" of GET /b is GET /a's too, which keeps it; GET /b is named "listThings_2"`,
    ],
  ],
  [
    "path-double-slash.yaml",
    [
      `${SLIPS}/path-double-slash.yaml:8:3 #/paths/~1~1openapi.{type} path "//openapi.{type}" starts with //; it is sent on the base URL's host as it is`,
    ],
  ],
  [
    "path-no-leading-slash.yaml",
    [
      `${SLIPS}/path-no-leading-slash.yaml:8:3 #/paths/pets~1{id} path "pets/{id}" does not start with /; it is read as starting with one, a path of the base URL`,
      `${SLIPS}/path-no-leading-slash.yaml:20:3 #/paths/@evil.example~1x path "@evil.example/x" does not start with /; it is read as starting with one, a path of the base URL`,
      `${SLIPS}/path-no-leading-slash.yaml:8:3 #/paths/pets~1{id} Property \`pets/{id}\` is not expected here.`,
      `${SLIPS}/path-no-leading-slash.yaml:20:3 #/paths/@evil.example~1x Property \`@evil.example/x\` is not expected here.`,
    ],
  ],
  [
    "path-query.yaml",
    [
      `${SLIPS}/path-query.yaml:8:3 #/paths/~1pricing~1{country}?currency={currency} path "/pricing/{country}?currency={currency}" holds a query after its ?; it is sent as the start of the query string, before the query parameters`,
      `${SLIPS}/path-query.yaml:21:3 #/paths/~1jobs?op=LISTAFTERID path "/jobs?op=LISTAFTERID" holds a query after its ?; it is sent as the start of the query string, before the query parameters`,
    ],
  ],
  [
    "get-body.yaml",
    [
      `${SLIPS}/get-body.yaml:11:7 #/paths/~1charges/get/requestBody a request body on GET, which fetch cannot send: left out of the calls (the diff compares it)`,
      `${SLIPS}/get-body.yaml:33:5 #/paths/~1echo/trace a TRACE operation, which fetch cannot send: typed, with no function (the diff compares it)`,
    ],
  ],
  [
    "object-enum.yaml",
    [
      `${SLIPS}/object-enum.yaml:23:7 #/components/schemas/ProductGroup/enum enum on a schema of type "object": left out of the types, which type the schema as an object`,
      `${SLIPS}/object-enum.yaml:33:11 #/components/schemas/Market/oneOf/0 Expected type \`Schema\` (object) but got \`string\``,
    ],
  ],
  [
    "ref-missing.yaml",
    [
      `${SLIPS}/ref-missing.yaml:10:11 #/paths/~1records/post/parameters/0/$ref $ref "#/components/parameters/nowhere" cannot be resolved: there is no ${SLIPS}/ref-missing.yaml#/components/parameters; read without it`,
      `${SLIPS}/ref-missing.yaml:17:19 #/paths/~1records/post/requestBody/content/application~1json/schema/oneOf/1/$ref $ref "models/record_types.yml#/record_mx" cannot be read: file not found (ENOENT); read without it (a schema: any value)`,
      `${SLIPS}/ref-missing.yaml:22:19 #/paths/~1records/post/requestBody/content/application~1json/schema/discriminator/mapping/MX $ref "models/record_types.yml#/record_mx" cannot be read: file not found (ENOENT); this mapping entry is left out`,
      `${SLIPS}/ref-missing.yaml:29:17 #/paths/~1records/post/responses/200/content/application~1json/schema/$ref $ref "models/record.yml" cannot be read: file not found (ENOENT); read without it (a schema: any value)`,
      `${SLIPS}/ref-missing.yaml:10:11 #/paths/~1records/post/parameters/0 The field \`name\` must be present on this level.`,
      `${SLIPS}/ref-missing.yaml:10:11 #/paths/~1records/post/parameters/0 The field \`in\` must be present on this level.`,
      `${SLIPS}/ref-missing.yaml:10:11 #/paths/~1records/post/parameters/0 Must contain at least one of the following fields: schema, content.`,
    ],
  ],
  [
    "ref-not-a-string.yaml",
    [
      `${SLIPS}/ref-not-a-string.yaml:15:17 #/paths/~1items/get/responses/200/content/application~1json/schema/$ref $ref must be a string; the object is read without it`,
      `${SLIPS}/ref-not-a-string.yaml:28:11 #/components/schemas/item/properties/other/$ref $ref must be a string; the object is read without it`,
    ],
  ],
  [
    "all-of-outside-schema.yaml",
    [
      ...ALL_OF_OUTSIDE,
      `${SLIPS}/all-of-outside-schema.yaml:8:7 #/servers/0/variables/allOf Expected type \`ServerVariable\` (object) but got \`array\``,
    ],
  ],
  ["one-of-beside-discriminator.yaml", ONE_OF_OUTSIDE],
  [
    // What OpenAPI 3.2 adds that the package leaves out, named the same with and without Redocly's rule, which knows
    // 3.1 and is not heard on the rest of 3.2's additions ($self, a tag's parent, a server's name...).
    "openapi-3-2.yaml",
    [
      `${SLIPS}/openapi-3-2.yaml:21:11 #/paths/~1items/get/parameters/0/in parameter location "querystring", none of path, query, header, cookie: left out of the calls`,
      `${SLIPS}/openapi-3-2.yaml:35:5 #/paths/~1items/query a QUERY operation (OpenAPI 3.2): left out of the package and the diff (openapi-typescript, which writes the types, has no QUERY method)`,
      `${SLIPS}/openapi-3-2.yaml:47:5 #/paths/~1items/additionalOperations operations of other methods (OpenAPI 3.2: \"COPY\"): left out of the package and the diff`,
      `${SLIPS}/openapi-3-2.yaml:60:15 #/paths/~1events/get/responses/200/content/text~1event-stream/itemSchema the schema of a stream's items (OpenAPI 3.2): the body is typed as unknown and its items are not compared`,
      `${SLIPS}/openapi-3-2.yaml:69:7 #/components/mediaTypes/ItemLines/itemSchema the schema of a stream's items (OpenAPI 3.2): the body is typed as unknown and its items are not compared`,
    ],
  ],
];

/**
 * Where the warnings differ without Redocly's struct rule (`lint: false`, the default of `generate` and `diff`): the
 * load's own shape check names, in its own words, each slip that changes what is generated, and nothing else (a
 * missing `description` or an unknown field changes nothing). Every other fixture warns the same either way.
 */
export const unlintedWarnings: Record<string, string[]> = {
  "all-of-outside-schema.yaml": ALL_OF_OUTSIDE,
  "one-of-beside-discriminator.yaml": ONE_OF_OUTSIDE,
  "no-responses.yaml": [],
  "response-without-description.yaml": [],
  "unknown-field.yaml": [],
  // Redocly's rule names each such key too.
  "path-no-leading-slash.yaml": slipWarnings.find(([name]) => name === "path-no-leading-slash.yaml")![1].slice(0, 2),
  "parameters-not-a-list.yaml": [
    `${SLIPS}/parameters-not-a-list.yaml:9:7 #/paths/~1items/get/parameters should be a list, not an object: read as an empty list`,
  ],
  "schema-types.yaml": [
    `${SLIPS}/schema-types.yaml:25:7 #/components/schemas/item/required should be a list, not a string: left out`,
    `${SLIPS}/schema-types.yaml:29:11 #/components/schemas/item/properties/name/required should be a list, not a boolean: left out`,
    `${SLIPS}/schema-types.yaml:32:11 #/components/schemas/item/properties/kind/enum should be a list, not a string: left out`,
    `${SLIPS}/schema-types.yaml:37:9 #/components/schemas/item/properties/size should be a schema (an object or a boolean), not a string: read as any value`,
  ],
  "object-enum.yaml": [
    `${SLIPS}/object-enum.yaml:23:7 #/components/schemas/ProductGroup/enum enum on a schema of type "object": left out of the types, which type the schema as an object`,
    `${SLIPS}/object-enum.yaml:33:11 #/components/schemas/Market/oneOf/0 should be a schema (an object or a boolean), not a string: read as any value`,
  ],
  "ref-missing.yaml": [
    ...slipWarnings.find(([name]) => name === "ref-missing.yaml")![1].slice(0, 4),
    `${SLIPS}/ref-missing.yaml:10:11 #/paths/~1records/post/parameters/0 parameter without a name: left out of the types and calls`,
  ],
};

/** Every spec that loads only with warnings: the slips, and the B20 cases that became warnings. */
export const slipSpecs: string[] = [
  ...slipWarnings.map(([name]) => `${SLIPS}/${name}`),
  ...["item20-in-body.yaml", "item20-responses-nope.yaml", "item20-no-info-version.yaml"].map(
    (name) => `${FIXTURES}/bad/${name}`,
  ),
];
