/** Collects the Changes of one comparison (../README.md, "compare/collector.ts"). */
import { schemaPointer, type Json, type Operation } from "../../model/index.js";
import { defined } from "../../output/defined.js";
import type { Trail } from "./trail.js";
import { expand } from "./expand.js";
import { SchemaComparer } from "./schema.js";
import type { AffectedOperation } from "../types.js";
import type { Area, Change, ChangeKind, Entry, Meaning, RelChange } from "./types.js";

/** Where a schema sits in an operation, on each side. */
export interface SchemaSite {
  area: Area;
  /** The revision's operation, which the changes are filed under. */
  revision: Operation;
  status?: string;
  mediaType?: string;
  /** Logical pointer of the schema through each side's operation. */
  basePrefix: string;
  revisionPrefix: string;
  /** The subject prefix (`response 200 application/json`). */
  subject: string;
  /** Facts of the site every change inside it carries (a parameter's name and location). */
  context?: Record<string, unknown>;
  /**
   * The site's own default is never used: a parameter required on either side is always sent by the clients the
   * change concerns, so a change of its default (the vendors' version header carries one) is not a change at all.
   */
  defaultNeverApplies?: boolean;
}

/** A parameter or a media type: its schema and where it is. */
type Sided = { schema?: unknown } & Parameters<typeof schemaPointer>[0];

export class Collector {
  readonly changes: Change[] = [];
  readonly schemas: SchemaComparer;
  private readonly sites: { site: SchemaSite; entry: Entry; root: { base: unknown; revision: unknown } }[] = [];

  constructor(baseDoc: Json, revisionDoc: Json) {
    this.schemas = new SchemaComparer(baseDoc, revisionDoc);
  }

  /** A change at operation level (not inside a schema). `on` picks the operation the site names. */
  add(
    kind: ChangeKind,
    area: Area,
    on: { op: Operation; status?: string; mediaType?: string; pointer?: string },
    at: { base?: string; revision?: string },
    subject: string,
    values: { before?: unknown; after?: unknown; args?: Record<string, unknown> } = {},
  ): void {
    const site = siteOf(on.op, on.pointer ?? on.op.pointer, on);
    const owner = ownerOf(area, subject, on.op, values.args);
    this.changes.push({
      kind,
      area,
      site,
      definition: at.revision ?? at.base ?? site.pointer,
      args: values.args ?? {},
      subject,
      meaning: this.meaning(owner, "", subject, values.before, values.after),
      ...defined({ base: at.base, revision: at.revision, before: values.before, after: values.after }),
    });
  }

  /** The schemas of a parameter or a media type on each side (its `schema`, at `schemaPointer`), at a usage site. */
  schema(site: SchemaSite, b: Sided, r: Sided): void {
    // A site whose schema says the same on both sides, down to everything it refers to (the digests leave out what
    // the comparison leaves out), has no change to find: most sites of a real revision are such.
    if (this.schemas.digests.base.of(b.schema) === this.schemas.digests.revision.of(r.schema)) return;
    const entry = this.schemas.site(b.schema, schemaPointer(b), r.schema, schemaPointer(r));
    this.sites.push({ site, entry, root: { base: b.schema, revision: r.schema } });
  }

  /** Expands every schema site; call once, after the last schema() call. */
  finish(): Change[] {
    for (const { site, entry, root } of this.sites) {
      expand(this.schemas.entries, entry, (c, path) => {
        if (site.defaultNeverApplies && c.kind === "default-changed" && !path.names.any) return;
        // Filed under the revision's operation (a moved operation's findings are under its new path); the pointer
        // is on the side that has the node.
        const pointer = c.revision !== undefined ? site.revisionPrefix + path.r : site.basePrefix + path.b;
        this.changes.push({
          kind: c.kind,
          area: site.area,
          site: siteOf(site.revision, pointer, site),
          definition: (c.revision ?? c.base)!,
          // Below a read-only (write-only) node the change is not sent (returned): see Trail.unread.
          args: site.context || path.unread ? { ...site.context, ...c.args, ...path.unread } : c.args,
          subject: `${site.subject}${path.names.any ? " " + path.names.alone : ""}#${c.aspect}`,
          meaning: this.schemaMeaning(site, root, path, c),
          ...defined({ base: c.base, revision: c.revision, before: c.before, after: c.after }),
        });
      });
    }
    return this.changes;
  }

  private meaning(owner: string, path: string, aspect: string, before: unknown, after: unknown, extra = ""): Meaning {
    const { digests } = this.schemas;
    const key = [owner, extra, path, aspect, digests.base.of(before), digests.revision.of(after)];
    return { owner, path, key: key.join("\u0000") };
  }

  /**
   * A schema change's owner (see Meaning): its parameter, else its innermost resource, else its innermost object
   * (with that object's content in the key), else the payload root (with the payload's content in the key: "the
   * payload is now described" means the same only for the same payload).
   */
  private schemaMeaning(site: SchemaSite, root: { base: unknown; revision: unknown }, path: Trail, c: RelChange) {
    const meaning = (owner: string, inside: string, content?: string) =>
      this.meaning(owner, inside, c.aspect, c.before, c.after, content);
    if (site.area === "parameter")
      return meaning(`${site.context?.in} parameter ${site.context?.parameter}`, path.names.alone);
    if (path.resource) return meaning(`resource ${path.resource.name}`, path.resource.inside.alone);
    const owner = path.object ?? root;
    const content = `${this.schemas.digests.base.of(owner.base)} ${this.schemas.digests.revision.of(owner.revision)}`;
    if (path.object) return meaning("object", path.object.inside.alone, content);
    const payload =
      site.area === "response" ? "response" : site.area === "webhook" ? "webhook payload" : "request body";
    return meaning(payload, path.names.alone, content);
  }
}

/** Where a change is met: the operation, the pointer, and the response status and media type when there are. */
function siteOf(op: Operation, pointer: string, at: { status?: string; mediaType?: string }): AffectedOperation {
  const { operationId, method, path } = op;
  return { operationId, method, path, pointer, ...defined({ status: at.status, mediaType: at.mediaType }) };
}

/**
 * The owner of a change outside schemas. An operation's own facts are its own; anything else means the same wherever
 * the same subject changed alike: a parameter, security, the servers, else what the subject names (`response
 * 429#exists` → `response 429`).
 */
function ownerOf(area: Area, subject: string, op: Operation, args: Record<string, unknown> = {}): string {
  if (area === "operation") return `operation ${op.method.toUpperCase()} ${op.path}`;
  if (area === "parameter") return `${args.in} parameter ${args.parameter}`;
  if (area === "security" || area === "server") return area;
  return subject.slice(0, subject.indexOf("#")).split(" ").slice(0, 2).join(" ");
}
