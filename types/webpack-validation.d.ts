// Modules of the locked webpack that the configuration checker's worker bundles
// (src/worker/configChecker/): webpack ships no types for these paths.
declare module 'webpack/lib/config/validateSchema' {
  /** Throws schema-utils' ValidationError, with webpack's own hints, when `options` does not match. */
  export default function validateSchema(schema: object, options: unknown): void;
}

declare module 'schema-utils/dist/keywords/absolutePath' {
  export default function addAbsolutePathKeyword(ajv: { addKeyword(definition: AbsolutePathKeyword): unknown }): unknown;
  export interface AbsolutePathKeyword {
    compile(schema: boolean, parentSchema: object): ((data: string) => boolean) & { errors?: Array<{ message: string }> };
  }
}

/** The ajv validator src/node/configChecker.ts compiles from webpack's schema at build time (ajv standalone). */
declare module 'config-checker:validator' {
  interface AjvError {
    instancePath: string;
    schemaPath: string;
    keyword: string;
    params: Record<string, unknown>;
    message?: string;
    schema?: unknown;
    parentSchema?: unknown;
  }
  const validate: ((data: unknown) => boolean) & { errors?: AjvError[] | null };
  export default validate;
}

/** The descriptions and links of webpack's schema, by the id the build gave each part of it (src/node/configChecker.ts). */
declare module 'config-checker:annotations' {
  const annotations: Array<[description: string | null, link: string | null] | 0>;
  export default annotations;
}
