import type { Pool } from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Database } from './client';
import * as schema from './schema';

/** A statement as the driver receives it: the prepared statement's name (if any), its text and its parameters. */
export interface SentStatement {
  name?: string;
  text: string;
  params: readonly unknown[];
}

/**
 * A Database with no database behind it, for the committed SQL of hand-built statements
 * (decision 0041): whatever it is asked to run is kept in `sent`, exactly as the driver would
 * send it to PostgreSQL, and answered with no rows.
 */
export function recordingDatabase(): { db: Database; sent: SentStatement[] } {
  const sent: SentStatement[] = [];
  const client = {
    query(config: string | { name?: string; text: string }, params: readonly unknown[] = []) {
      sent.push(
        typeof config === 'string'
          ? { text: config, params }
          : { ...(config.name ? { name: config.name } : {}), text: config.text, params },
      );
      return Promise.resolve({ rows: [], fields: [], rowCount: 0 });
    },
  };
  return { db: drizzle({ client: client as unknown as Pool, schema }) as unknown as Database, sent };
}

/**
 * A statement as it reads in review: a title, the name it is prepared under, its text with a line
 * for each part at the outermost level (each common table expression, each answer, each clause),
 * and each parameter as a comment below, JSON laid out on lines. Only spaces at the outermost
 * level become line breaks, so the text is otherwise exactly what is sent.
 */
export function statementText(title: string, statement: SentStatement): string {
  const lines = [`-- ${title}`];
  if (statement.name) lines.push(`-- prepared as ${statement.name}`);
  lines.push(`${outermostLines(statement.text)};`);
  statement.params.forEach((param, index) => {
    lines.push(...`$${index + 1} = ${paramText(param)}`.split('\n').map((line) => `-- ${line}`));
  });
  return `${lines.join('\n')}\n`;
}

/** The clauses that start a line when they are outermost. */
const CLAUSES = ['select', 'from', 'inner join', 'left join', 'where', 'order by', 'limit'];

/**
 * Breaks the text before each outermost clause, and after each outermost comma of its with and
 * select lists: one common table expression, one answer or one column a line.
 */
function outermostLines(text: string): string {
  let depth = 0;
  let quote: string | null = null;
  let clause = '';
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === "'" || char === '"') {
      quote = char;
    } else if (char === '(') {
      depth++;
    } else if (char === ')') {
      depth--;
    } else if (depth === 0 && char === ' ') {
      const rest = text.slice(i + 1);
      const next = CLAUSES.find((keyword) => rest.startsWith(`${keyword} `));
      if (next) {
        clause = next;
        out += '\n';
        continue;
      }
      if (out === 'with' || out === 'select' || out.endsWith('\nselect')) {
        clause = out.endsWith('with') ? 'with' : 'select';
        out += '\n  ';
        continue;
      }
      if (out.endsWith(',') && (clause === 'with' || clause === 'select')) {
        out += '\n  ';
        continue;
      }
    }
    out += char;
  }
  return out;
}

function paramText(param: unknown): string {
  if (typeof param === 'string') {
    try {
      const parsed: unknown = JSON.parse(param);
      if (typeof parsed === 'object' && parsed !== null) return JSON.stringify(parsed, null, 2);
    } catch {
      // not JSON: the text as it is
    }
    return JSON.stringify(param);
  }
  return JSON.stringify(param) ?? String(param);
}
