// Which operation a name of the package stands for (upgrade/steps.ts operationNames): the rewriter knows a call by its
// function and a value by its response type, with the names emit/names.ts gave them, clashes included.
import { describe, expect, it } from "vitest";
import { buildModel } from "../../generator/model/index.js";
import { operationNames } from "../../generator/upgrade/steps.js";

/** A model of GET operations, one per operationId, each on its own path. */
function model(operationIds: string[]) {
  const paths = Object.fromEntries(
    operationIds.map((operationId, i) => [
      `/r${i}`,
      { get: { operationId, responses: { "200": { description: "ok" } } } },
    ]),
  );
  return buildModel({ openapi: "3.1.0", info: { title: "t", version: "1" }, paths });
}

describe("operationNames", () => {
  it("maps each function and response type to its operation", () => {
    const { operationOf, responseTypeOf } = operationNames([model(["get_profile", "get_profiles"])]);
    expect(Object.fromEntries(operationOf)).toEqual({ getProfile: "get_profile", getProfiles: "get_profiles" });
    expect(Object.fromEntries(responseTypeOf)).toEqual({
      GetProfileData: "get_profile",
      GetProfilesData: "get_profiles",
    });
  });

  it("follows a response type that a clash moved to another stem, and gives the clashing name to its owner", () => {
    // get_profile_data's function takes `getProfileData`, so get_profile's types move to the stem `GetProfileCall`.
    const { responseTypeOf } = operationNames([model(["get_profile", "get_profile_data"])]);
    expect(responseTypeOf.get("GetProfileCallData")).toBe("get_profile");
    expect(responseTypeOf.get("GetProfileData")).toBeUndefined();
    expect(responseTypeOf.get("GetProfileDataData")).toBe("get_profile_data");
  });

  it("knows the names of every revision given", () => {
    const { operationOf, responseTypeOf } = operationNames([model(["get_a"]), model(["get_b"])]);
    expect([...operationOf.values()]).toEqual(["get_a", "get_b"]);
    expect([...responseTypeOf.keys()]).toEqual(["GetAData", "GetBData"]);
  });
});
