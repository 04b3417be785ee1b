import { getNodeStart, type MdastNode } from './mdast';

const NOT_FRONT_MATTER = new Set(['body', 'front matter', 'link', 'url', 'date']);

/** A place in a content file: its own line (front matter counted) and column, both from 1. */
export interface FilePosition {
  line: number;
  column: number;
}

/**
 * A problem in a content file: the build reports it with the file and the field, and with the
 * place in the file where there is one, as `file:line:column: …` (the form editors and terminals
 * open at the place).
 */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    readonly problem: string,
    readonly position?: FilePosition,
  ) {
    const where = NOT_FRONT_MATTER.has(field) ? field : `front matter field "${field}"`;
    super(`${file}${position ? `:${position.line}:${position.column}` : ''}: ${where} ${problem}`);
    this.name = 'ContentError';
  }
}

/** A place of the body (line and column from 1, or unknown) as a place of the file, whose body starts on `bodyLine`. */
export function getFilePosition(bodyLine: number, line: number | null | undefined, column: number | null | undefined): FilePosition | undefined {
  return line ? { line: line + bodyLine - 1, column: column ?? 1 } : undefined;
}

/** The position of an mdast or unist node, its line moved by the lines before the body. */
export function getNodePosition(node: MdastNode, bodyLine = 1): FilePosition | undefined {
  const { line, column } = getNodeStart(node);
  return getFilePosition(bodyLine, line, column);
}
