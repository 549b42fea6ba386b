/**
 * `revforge upgrade` as a command, in-process (test/support/cli.ts): strict arguments (exit 2, one line naming the
 * problem, nothing touched), the dry run (a unified diff and the summary, no file written), `--write` (the changed
 * files replaced, a file without uses left byte for byte with its modification time), the exit code (1 while manual
 * steps are marked, 0 when none remain) and a second run that finds nothing to change.
 */
import { readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { printedIn } from "../support/cli.js";
import { makeProject, removeProjects } from "./project.js";

const main = `import { createClient, getProfiles } from "@revforge/client/2023-09-15";

// The client already sends its calls as 2023-10-15.
const client = createClient({ auth: { privateKey: "pk_test" }, upgradeTo: "2023-10-15" });

export async function emailConsent() {
  const { data } = await getProfiles(client);
  return data?.data?.[0]?.attributes?.subscriptions?.email?.marketing?.timestamp;
}
`;
const writes = `import { createClient, createProfile } from "@revforge/client/2023-09-15";

const client = createClient({ auth: { privateKey: "pk_test" } });
const created = await createProfile(client, { body: { data: { type: "profile", attributes: { email: "a@example.com" } } } });
export const subscriptions = created.data?.data?.attributes?.subscriptions;
`;
const unrelated = `// No use of the package here.\nexport const answer = 42;\n`;

let clean: ReturnType<typeof makeProject>;
let manual: ReturnType<typeof makeProject>;

beforeAll(() => {
  clean = makeProject({ "main.ts": main, "util/unrelated.ts": unrelated });
  manual = makeProject({ "main.ts": main, "writes.ts": writes });
});
afterAll(removeProjects);

// The consumer's project is its own folder; the declarations, revisions and package name are the repository's config.
const config = path.resolve(import.meta.dirname, "../../revforge.config.json");
const upgradeIn = (dir: string, ...args: string[]) => printedIn(dir, "upgrade", "--config", config, ...args);

const range = ["--from", "2023-09-15", "--to", "2023-10-15"];
const read = (dir: string, file: string) => readFileSync(path.join(dir, "src", file), "utf8");

describe("revforge upgrade", () => {
  it.each([
    [[], "--from and --to are required"],
    [["--from", "2023-09-15"], "--from and --to are required"],
    [
      ["--from", "2023-09-15", "--to", "2099-01-01"],
      '--to "2099-01-01" is not a revision of the config (2022-10-17, 2023-01-24, 2023-02-22, 2023-06-15, 2023-07-15, 2023-08-15.pre, 2023-08-15, 2023-09-15, 2023-10-15, 2023-12-15, 2024-02-15, 2024-05-15)',
    ],
    [
      ["--from", "2024-05-15", "--to", "2023-09-15"],
      "--to 2023-09-15 must be newer than --from 2024-05-15: an upgrade goes to a later revision",
    ],
    [
      ["--from", "2023-09-15", "--to", "2023-09-15"],
      "--to 2023-09-15 must be newer than --from 2023-09-15: an upgrade goes to a later revision",
    ],
    [[...range, "--dry"], "unknown option --dry"],
    [[...range, "--write=yes"], "option --write takes no value"],
    [[...range, "--project", "nope.json"], "no tsconfig at nope.json (give the project with --project)"],
    [[...range, "--project", ""], '--project needs a tsconfig.json file, got ""'],
    [[...range, "src/missing.ts"], 'no file or folder "src/missing.ts"'],
  ])("refuses %j with exit 2: %s", async (args, message) => {
    const before = read(clean.dir, "main.ts");
    const r = await upgradeIn(clean.dir, ...args);
    expect(r.code).toBe(2);
    expect(r.out).toBe("");
    expect(r.err.split("\n")[0]).toBe(`revforge upgrade: ${message}`);
    expect(read(clean.dir, "main.ts")).toBe(before);
  });

  it("reads the revisions' specs with generate's load options: --max-size refuses, --allow-outside-refs is taken", async () => {
    const before = read(clean.dir, "main.ts");
    const small = await upgradeIn(clean.dir, ...range, "--max-size", "0.01");
    expect([small.code, small.out]).toEqual([1, ""]);
    expect(small.err).toMatch(
      /^revforge upgrade: \S*specs\/2023-(09|10)-15\.yaml:1:1 # file is \d+ bytes, over the 10485-byte limit\n$/,
    );
    const flagged = await upgradeIn(clean.dir, ...range, "--max-size", "1", "--allow-outside-refs");
    expect([flagged.code, flagged.err]).toEqual([0, ""]);
    expect(flagged.out).toContain("manual steps:");
    expect(read(clean.dir, "main.ts")).toBe(before);
  });

  it("refuses a folder without a config, and a config without declared changes, with exit 2", async () => {
    const none = await printedIn(clean.dir, "upgrade", ...range);
    expect([none.code, none.out, none.err.split("\n")[0]]).toEqual([
      2,
      "",
      "revforge upgrade: no config here: create one of revforge.config.json, revforge.config.yaml, revforge.config.yml, revforge.config.mjs, revforge.config.ts, or give --config <file>",
    ]);
    const noChanges = path.join(clean.dir, "revforge.config.json");
    writeFileSync(
      noChanges,
      JSON.stringify({
        package: { name: "@revforge/client" },
        revisions: [{ id: "2023-09-15", spec: path.resolve(import.meta.dirname, "../../specs/2023-09-15.yaml") }],
        output: { client: "out" },
      }),
    );
    try {
      const r = await printedIn(clean.dir, "upgrade", ...range);
      expect([r.code, r.out, r.err.split("\n")[0]]).toEqual([
        2,
        "",
        'revforge upgrade: revforge.config.json has no "changes": the upgrade rewrites code by the declared changes',
      ]);
    } finally {
      rmSync(noChanges);
    }
  });

  it("says that TypeScript failed when it fails on the project itself, as `tsc -p` would", async () => {
    // A `paths` entry to `.ts` files where only `.d.ts` ones are: TypeScript's own assertion (`Debug Failure.`).
    const broken = makeProject({ "main.ts": `import { a } from "@x/a";\nexport const b = a;\n` });
    writeFileSync(path.join(broken.dir, "lib-a.d.ts"), "export declare const a: number;\n");
    const options = JSON.parse(readFileSync(broken.tsconfig, "utf8")) as { compilerOptions: Record<string, unknown> };
    options.compilerOptions.paths = { "@x/*": ["./lib-*.ts"] };
    writeFileSync(broken.tsconfig, JSON.stringify(options));
    const r = await upgradeIn(broken.dir, ...range, "--project", broken.tsconfig);
    expect([r.code, r.out, r.err]).toEqual([
      1,
      "",
      `revforge upgrade: TypeScript failed to check ${path.relative(broken.dir, broken.tsconfig)}: Debug Failure.\n`,
    ]);
  });

  it("places a tsconfig that TypeScript cannot parse at its line and column, as `tsc -p` does", async () => {
    const broken = makeProject({ "main.ts": "export const a = 1;\n" });
    writeFileSync(broken.tsconfig, '{\n  "compilerOptions": {\n    "strict": true,\n  }\n  "include": ["*.ts"]\n}\n');
    const r = await upgradeIn(broken.dir, ...range, "--project", broken.tsconfig);
    expect([r.code, r.out, r.err]).toEqual([
      1,
      "",
      `revforge upgrade: ${path.relative(broken.dir, broken.tsconfig)}:5:3 ',' expected.\n`,
    ]);
  });

  // Upgraded without the options the project builds with, or with no file at all, the run would say "nothing to
  // change" or miss code: each is the first error `tsc -p` gives, placed as it places it.
  it.each([
    ["an extends that is not there", { extends: "./base.json" }, ": Cannot read file '<dir>/base.json'."],
    ["an unknown option", { compilerOptions: { strict: true, bogus: 1 } }, ":1:35 Unknown compiler option 'bogus'."],
    [
      "an include that finds nothing",
      { include: ["lib"] },
      `: No inputs were found in config file '<dir>/tsconfig.json'. Specified 'include' paths were '["lib"]' and 'exclude' paths were '[]'.`,
    ],
  ])("refuses a tsconfig with %s, as tsc -p does", async (_, config, error) => {
    const project = makeProject({ "main.ts": "export const a = 1;\n" });
    writeFileSync(project.tsconfig, JSON.stringify(config));
    const r = await upgradeIn(project.dir, ...range);
    expect([r.code, r.out]).toEqual([1, ""]);
    expect(r.err.replaceAll(project.dir, "<dir>")).toBe(`revforge upgrade: tsconfig.json${error}\n`);
  });

  it("prints a unified diff and the summary, and writes nothing", async () => {
    const r = await upgradeIn(clean.dir, ...range);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toBe(
      [
        "--- a/src/main.ts",
        "+++ b/src/main.ts",
        "@@ -1,9 +1,9 @@",
        '-import { createClient, getProfiles } from "@revforge/client/2023-09-15";',
        '+import { createClient, getProfiles } from "@revforge/client/2023-10-15";',
        " ",
        " // The client already sends its calls as 2023-10-15.",
        '-const client = createClient({ auth: { privateKey: "pk_test" }, upgradeTo: "2023-10-15" });',
        '+const client = createClient({ auth: { privateKey: "pk_test" } });',
        " ",
        " export async function emailConsent() {",
        "-  const { data } = await getProfiles(client);",
        "-  return data?.data?.[0]?.attributes?.subscriptions?.email?.marketing?.timestamp;",
        '+  const { data } = await getProfiles(client, { query: { "additional-fields[profile]": ["subscriptions"] } });',
        "+  return data?.data?.[0]?.attributes?.subscriptions?.email?.marketing?.consent_timestamp;",
        " }",
        "revforge upgrade 2023-09-15 -> 2023-10-15: 1 file to change",
        "  src/main.ts",
        "entry point: 1 module specifier moved to 2023-10-15",
        "sites, by change: rewritten / flagged by the assistant / flagged by the type checker",
        "  upgradeTo                                      1 / 0 / 0",
        "  RequestSubscriptionsWithAdditionalFields       1 / 0 / 0",
        "  RenameSubscriptionTimestampToConsentTimestamp  1 / 0 / 0",
        "manual steps: none",
        "",
      ].join("\n"),
    );
    expect(read(clean.dir, "main.ts")).toBe(main);
  });

  it("--write replaces the changed files only, and a second run finds nothing to change", async () => {
    const untouched = statSync(path.join(clean.dir, "src/util/unrelated.ts")).mtimeMs;
    const r = await upgradeIn(clean.dir, ...range, "--write");
    expect(r.code).toBe(0);
    expect(r.out.split("\n").slice(0, 2)).toEqual([
      "revforge upgrade 2023-09-15 -> 2023-10-15: 1 file written",
      "  src/main.ts",
    ]);
    expect(read(clean.dir, "main.ts")).toContain("consent_timestamp");
    expect(read(clean.dir, "util/unrelated.ts")).toBe(unrelated);
    expect(statSync(path.join(clean.dir, "src/util/unrelated.ts")).mtimeMs).toBe(untouched);
    const written = read(clean.dir, "main.ts");
    const again = await upgradeIn(clean.dir, ...range, "--write");
    expect(again.code).toBe(0);
    expect(again.out).toBe("revforge upgrade 2023-09-15 -> 2023-10-15: nothing to change\nmanual steps: none\n");
    expect(read(clean.dir, "main.ts")).toBe(written);
  });

  it("exits 1 while manual steps are marked in the code, on every run, and adds each comment once", async () => {
    const r = await upgradeIn(manual.dir, ...range, "--write");
    expect(r.code).toBe(1);
    const step =
      "Read the profile's subscriptions with Get Profile after creating or updating it (the shim asks for them there). (OmitSubscriptionsFromProfileWriteResponses)";
    expect(read(manual.dir, "writes.ts").split("\n")[4]).toBe(`// revforge upgrade 2023-10-15: ${step}`);
    const summary = r.out.split("\n");
    expect(
      summary.slice(summary.indexOf("manual steps: 1 (marked `// revforge upgrade 2023-10-15: ...` in the code)")),
    ).toEqual([
      "manual steps: 1 (marked `// revforge upgrade 2023-10-15: ...` in the code)",
      "  src/writes.ts:5 OmitSubscriptionsFromProfileWriteResponses: Read the profile's subscriptions with Get Profile after creating or updating it (the shim asks for them there).",
      "",
    ]);
    const written = read(manual.dir, "writes.ts");
    const again = await upgradeIn(manual.dir, ...range);
    expect(again.code).toBe(1);
    expect(again.out.split("\n")[0]).toBe("revforge upgrade 2023-09-15 -> 2023-10-15: nothing to change");
    expect(read(manual.dir, "writes.ts")).toBe(written);
  });

  it("--json prints the summary as data: the sites of each change and the manual steps", async () => {
    const p = makeProject({ "main.ts": main, "writes.ts": writes });
    const r = await upgradeIn(p.dir, ...range, "--json");
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out)).toEqual({
      from: "2023-09-15",
      to: "2023-10-15",
      files: ["src/main.ts", "src/writes.ts"],
      written: false,
      specifiers: 2,
      changes: [
        { change: "upgradeTo", rewritten: 1, flagged: 0, net: 0 },
        { change: "RequestSubscriptionsWithAdditionalFields", rewritten: 1, flagged: 0, net: 0 },
        { change: "RenameSubscriptionTimestampToConsentTimestamp", rewritten: 1, flagged: 0, net: 0 },
        { change: "OmitSubscriptionsFromProfileWriteResponses", rewritten: 0, flagged: 1, net: 0 },
      ],
      manual: [
        {
          file: "src/writes.ts",
          line: 5,
          revision: "2023-10-15",
          change: "OmitSubscriptionsFromProfileWriteResponses",
          step: "Read the profile's subscriptions with Get Profile after creating or updating it (the shim asks for them there).",
        },
      ],
    });
    expect(read(p.dir, "main.ts")).toBe(main);
  });

  it("upgrades only the paths given", async () => {
    const p = makeProject({ "a.ts": main, "b.ts": main });
    const r = await upgradeIn(p.dir, ...range, "--write", "src/a.ts");
    expect(r.code).toBe(0);
    expect(read(p.dir, "a.ts")).toContain("2023-10-15");
    expect(read(p.dir, "b.ts")).toBe(main);
  });

  it("refuses a path that holds no file of the project, where it said there was nothing to change", async () => {
    const p = makeProject({ "a.ts": main });
    // Beside the project's files but outside its `include`: never read, so never upgraded.
    writeFileSync(path.join(p.dir, "loose.ts"), main);
    const r = await upgradeIn(p.dir, ...range, "--write", "src/a.ts", "loose.ts");
    expect([r.code, r.out, r.err]).toEqual([
      1,
      "",
      "revforge upgrade: loose.ts holds no file of the project tsconfig.json (its files, include and exclude say which; declaration files and node_modules are never upgraded)\n",
    ]);
    expect(read(p.dir, "a.ts")).toBe(main);
  });
});
