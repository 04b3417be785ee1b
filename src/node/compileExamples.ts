// Compiles TypeScript examples against the installed (locked) webpack's types, as `tsc --noEmit`
// would: each example is a module of its own in a folder inside the project, so `import … from
// 'webpack'` resolves to node_modules/webpack. One program for all of them (the types are read once).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

export interface TypeScriptExample {
  /** What names the example in a problem: "api/class-compilation.mdx:120 (emitAsset)". */
  label: string;
  code: string;
}

export interface ExampleDiagnostic {
  label: string;
  /** Line within the example, from 1. */
  line: number;
  message: string;
}

/** The compiler options of the examples: strict, ES modules resolved as a bundler or Node.js would. */
export const EXAMPLE_COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  esModuleInterop: true,
  skipLibCheck: true,
  types: ['node'],
  lib: ['lib.es2022.d.ts'],
};

export function compileExamples(examples: readonly TypeScriptExample[], root: string = process.cwd()): ExampleDiagnostic[] {
  // A folder of this run's own, inside the project so `webpack` resolves: the test and
  // `npm run check:class-reference` may run at once.
  const cache = resolve(root, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'webpack-docs-examples-'));
  try {
    return compileIn(dir, examples);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function compileIn(dir: string, examples: readonly TypeScriptExample[]): ExampleDiagnostic[] {
  const files = examples.map((example, index) => {
    const file = join(dir, `example-${index}.ts`);
    writeFileSync(file, example.code);
    return file;
  });
  const program = ts.createProgram(files, EXAMPLE_COMPILER_OPTIONS);
  const byFile = new Map(files.map((file, index) => [resolve(file), examples[index].label]));
  const diagnostics = [...program.getSyntacticDiagnostics(), ...program.getSemanticDiagnostics(), ...program.getGlobalDiagnostics()];
  return diagnostics.map((diagnostic) => {
    const label = diagnostic.file ? (byFile.get(resolve(diagnostic.file.fileName)) ?? diagnostic.file.fileName) : '(options)';
    const line = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1 : 0;
    return { label, line, message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n') };
  });
}
