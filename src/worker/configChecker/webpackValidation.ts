// webpack's own validation of a configuration, with its own messages: lib/config/validateSchema.js
// (the hints, "Did you mean module.rules?") over schema-utils' validate and ValidationError, as
// `webpack()` runs them. schema-utils compiles the schema with ajv when it validates, which needs
// `new Function` (the site's Content-Security-Policy has no 'unsafe-eval'): the build bundles this
// module with ajv replaced by ajvStandIn.ts, whose validator ajv compiled at build time from
// webpack's schemas/WebpackOptions.json.
import validateSchema from 'webpack/lib/config/validateSchema';
import { getCompiledSchema, setSourceIndexes } from './ajvStandIn';

let schema: object | null = null;

/**
 * The message webpack prints for a configuration ("Invalid configuration object. Webpack has been
 * initialized using a configuration object that does not match the API schema.\n - …"), or null.
 * `sourceIndexes`: arrays the checker left values out of, with the index each item had, so a
 * message names the item as the reader wrote it.
 */
export function getValidationMessage(config: unknown, sourceIndexes?: WeakMap<unknown[], number[]>): string | null {
  setSourceIndexes(sourceIndexes);
  try {
    schema ??= getCompiledSchema();
    validateSchema(schema, config);
    return null;
  } catch (error) {
    if (error instanceof Error && error.name === 'ValidationError') return error.message;
    throw error;
  } finally {
    setSourceIndexes(undefined);
  }
}
