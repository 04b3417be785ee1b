// What schema-utils' validate gets where it requires `ajv` in the checker's worker
// (src/node/configChecker.ts): an Ajv whose compile() returns the validator ajv compiled from
// webpack's schema at build time, with the same options as schema-utils' (allErrors, verbose,
// $data). Each error's schema part is the one of the whole schema, with its descriptions (the
// compiled code holds copies without them, by id); its absolutePath errors get their message from
// schema-utils' own keyword, which the build could only write as a check; and an item's index is
// the one the reader wrote, where the checker left values out of an array (src/model/configSource.ts).
import validate from 'config-checker:validator';
import annotations from 'config-checker:annotations';
import addAbsolutePathKeyword, { type AbsolutePathKeyword } from 'schema-utils/dist/keywords/absolutePath';

type AjvError = NonNullable<typeof validate.errors>[number] & { data?: unknown };

let absolutePath: AbsolutePathKeyword | null = null;
addAbsolutePathKeyword({ addKeyword: (definition) => (absolutePath = definition) });

let sourceIndexes: WeakMap<unknown[], number[]> | undefined;

export function setSourceIndexes(indexes: WeakMap<unknown[], number[]> | undefined): void {
  sourceIndexes = indexes;
}

const NODE_ID = 'nodeId';
type SchemaPart = Record<string, unknown>;

/** Schema parts by id: those of the root, to which every copy in the code is the same. */
let parts: Map<number, SchemaPart> | null = null;
let root: SchemaPart | null = null;

/** Every part of a schema, each once: keyword values that are schemas, lists and maps of them. */
function visitParts(part: unknown, visit: (part: SchemaPart) => void, seen = new Set<unknown>()): void {
  if (!part || typeof part !== 'object' || seen.has(part)) return;
  seen.add(part);
  if (Array.isArray(part)) {
    for (const item of part) visitParts(item, visit, seen);
    return;
  }
  visit(part as SchemaPart);
  for (const [key, value] of Object.entries(part)) {
    if (key === 'enum' || key === 'const' || key === 'required' || key === 'default' || key === 'examples') continue;
    visitParts(value, visit, seen);
  }
}

/**
 * The schema the validator was compiled from, as the code holds it (the error for a
 * configuration that is not an object comes from its root), with its descriptions and links put
 * back: schema-utils' ValidationError reads the definitions its `$ref`s name there.
 */
export function getCompiledSchema(): SchemaPart {
  if (root) return root;
  validate(null);
  const found = validate.errors?.find((error) => error.instancePath === '' && error.keyword === 'type')?.parentSchema as SchemaPart | undefined;
  if (!found || !('definitions' in found)) throw new Error("The compiled validator does not hold webpack's schema");
  const byId = new Map<number, SchemaPart>();
  visitParts(found, (part) => {
    const id = part[NODE_ID];
    if (typeof id !== 'number') return;
    byId.set(id, part);
    const annotation = annotations[id];
    if (annotation) {
      const [description, link] = annotation;
      if (description !== null) part.description = description;
      if (link !== null) part.link = link;
    }
  });
  parts = byId;
  root = found;
  return root;
}

/** "/plugins/1" -> "/plugins/2" when the reader's item 1 was left out of the array. */
function toSourcePath(data: unknown, instancePath: string): string {
  let value = data;
  let path = '';
  for (const part of instancePath.split('/').slice(1)) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    const index = Array.isArray(value) ? sourceIndexes?.get(value)?.[Number(key)] : undefined;
    path += `/${index !== undefined ? index : part}`;
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return path;
}

function completeError(error: AjvError, data: unknown): AjvError {
  // schema-utils tells a recursive definition by the identity of its parts: they must be the root's.
  const id = (error.parentSchema as SchemaPart | undefined)?.[NODE_ID];
  const parentSchema = (typeof id === 'number' && parts?.get(id)) || error.parentSchema;
  const completed: AjvError = {
    ...error,
    instancePath: toSourcePath(data, error.instancePath),
    parentSchema,
    schema: (parentSchema as SchemaPart)[error.keyword] ?? error.schema,
  };
  if (error.keyword === 'absolutePath' && absolutePath && typeof error.data === 'string') {
    const check = absolutePath.compile(completed.schema as boolean, parentSchema as object);
    check(error.data);
    completed.message = check.errors?.[0]?.message;
  }
  return completed;
}

class Ajv {
  compile() {
    getCompiledSchema();
    const run = (data: unknown) => {
      const valid = validate(data);
      run.errors = valid ? null : (validate.errors ?? []).map((error) => completeError(error, data));
      return valid;
    };
    run.errors = null as AjvError[] | null;
    return run;
  }
}

export default Ajv;
