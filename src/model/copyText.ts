/**
 * The text a copy button puts on the clipboard. In a diff the removed lines are
 * left out and the +/- markers stripped: "-a\n+b\n c" -> "b\nc". In a console
 * session only the commands are copied, without their prompt: "$ npx webpack\nasset main.js" -> "npx webpack".
 */
export function getCopyText(code: string, language: string | null): string {
  const text = code.replace(/\n$/, '');
  if (language === 'console') {
    const commands = text.split('\n').filter((line) => line.startsWith('$ ')).map((line) => line.slice(2));
    return commands.length ? commands.join('\n') : text;
  }
  if (language !== 'diff') return text;
  return text
    .split('\n')
    .filter((line) => !line.startsWith('-'))
    .map((line) => (line.startsWith('+') || line.startsWith(' ') ? line.slice(1) : line))
    .join('\n');
}
