const NOT_FRONT_MATTER = new Set(['body', 'front matter', 'link', 'url', 'date']);

/** A problem in a content file: the build reports it with the file and the field. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    readonly problem: string,
  ) {
    const where = NOT_FRONT_MATTER.has(field) ? field : `front matter field "${field}"`;
    super(`${file}: ${where} ${problem}`);
    this.name = 'ContentError';
  }
}
