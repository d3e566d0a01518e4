/**
 * What a text field may hold. No form types a control character, PostgreSQL refuses NUL in text,
 * and a UTF-16 surrogate without its pair is not a character at all (JSON columns refuse it): such
 * input is refused with the field named, before anything reaches the database.
 */

/** Read after the field's name: "name contains characters that are not allowed". */
export const TEXT_NOT_ALLOWED = 'contains characters that are not allowed';
export const TEXT_ONE_LINE = 'must be on one line';

// C0 controls except tab, line feed and carriage return, and DEL.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// The same, or any surrogate half, paired or not: one cheap test that clears almost all text.
const SUSPECT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uD800-\uDFFF]/;
// With the u flag a pair is one code point, so only a lone half matches.
const LONE_SURROGATE = /\p{Cs}/u;
const LINE_BREAK = /[\n\r]/;

export type TextLines = 'one' | 'many';

/**
 * Why a field's text is refused, or null when it is fine. Every field refuses control characters
 * other than tab and line breaks, and broken Unicode; a one-line field (a name, a code, a city) also
 * refuses line breaks.
 */
export function textProblem(value: string, lines: TextLines = 'many'): string | null {
  if (SUSPECT.test(value) && (CONTROL.test(value) || LONE_SURROGATE.test(value))) return TEXT_NOT_ALLOWED;
  if (lines === 'one' && LINE_BREAK.test(value)) return TEXT_ONE_LINE;
  return null;
}

interface Visit {
  value: object;
  key: string | number;
  parent: Visit | null;
}

function pathOf(visit: Visit | null, last?: string | number): (string | number)[] {
  const path = last === undefined ? [] : [last];
  for (let at = visit; at?.parent; at = at.parent) path.push(at.key);
  return path.reverse();
}

/** The path of `item` (under `visit`) when it is refused text; an object or list is queued instead. */
function visitItem(pending: Visit[], visit: Visit, key: string | number, item: unknown): (string | number)[] | null {
  if (typeof item === 'string') return textProblem(item) ? pathOf(visit, key) : null;
  if (item !== null && typeof item === 'object' && !ArrayBuffer.isView(item))
    pending.push({ value: item, key, parent: visit });
  return null;
}

/**
 * The path of the first string in a parsed request part (JSON body, query, params) that no text
 * field may hold, a key included; null when there is none. Walks without recursion and keeps each
 * step's parent rather than its whole path, so a deeply nested body costs no stack and time only
 * in step with its size.
 */
export function findRefusedText(value: unknown): (string | number)[] | null {
  if (typeof value === 'string') return textProblem(value) ? [] : null;
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return null;
  const pending: Visit[] = [{ value, key: '', parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const node = visit.value;
    if (Array.isArray(node)) {
      for (let index = 0; index < node.length; index++) {
        const found = visitItem(pending, visit, index, node[index]);
        if (found) return found;
      }
    } else {
      for (const key of Object.keys(node)) {
        if (textProblem(key)) return pathOf(visit);
        const found = visitItem(pending, visit, key, (node as Record<string, unknown>)[key]);
        if (found) return found;
      }
    }
  }
  return null;
}

const CONTROL_ALL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const LONE_SURROGATE_ALL = /\p{Cs}/gu;

/**
 * Text that is only kept as a note and need not be refused (an uploaded file's name): what no field
 * may hold becomes U+FFFD, so the note can be stored.
 */
export function replaceRefusedText(value: string): string {
  return value.replace(CONTROL_ALL, '\uFFFD').replace(LONE_SURROGATE_ALL, '\uFFFD');
}
