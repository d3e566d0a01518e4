/** A user's search text as a LIKE pattern's literal part: `%`, `_` and `\` match only themselves. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}
