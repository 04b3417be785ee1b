/**
 * The text a copy button puts on the clipboard. In a diff the removed lines are
 * left out and the +/- markers stripped: "-a\n+b\n c" -> "b\nc".
 */
export function getCopyText(code: string, language: string | null): string {
  const text = code.replace(/\n$/, '');
  if (language !== 'diff') return text;
  return text
    .split('\n')
    .filter((line) => !line.startsWith('-'))
    .map((line) => (line.startsWith('+') || line.startsWith(' ') ? line.slice(1) : line))
    .join('\n');
}
