/**
 * A spec that names its properties, schemas, parameters, headers and security scheme after Object.prototype's
 * members (`constructor`, `hasOwnProperty`, `valueOf`, `__proto__`, `toString`), for the tests of every stage that
 * reads names from a spec (load, generate, diff). YAML, so that `__proto__` is a key as written.
 */
export const prototypeNamesSpec = `openapi: 3.1.0
info: { title: t, version: "1" }
paths:
  /x:
    post:
      operationId: postX
      parameters:
        - { name: constructor, in: query, schema: { type: string } }
        - { name: hasOwnProperty, in: header, schema: { type: string } }
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: "#/components/schemas/constructor" }
      responses:
        "200":
          description: ok
          headers:
            valueOf: { schema: { type: string } }
          content:
            application/json:
              schema: { $ref: "#/components/schemas/__proto__" }
components:
  schemas:
    constructor:
      type: object
      required: [constructor, __proto__]
      properties:
        constructor: { type: string }
        hasOwnProperty: { type: string }
        valueOf: { type: integer }
        __proto__: { type: string }
        toString: { type: string }
    __proto__:
      type: object
      properties:
        __proto__: { $ref: "#/components/schemas/constructor" }
  securitySchemes:
    toString: { type: apiKey, in: header, name: Authorization }
security:
  - toString: []
`;
