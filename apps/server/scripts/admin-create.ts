/**
 * `npm run admin:create -- --email owner@example.pk [--name "Ayesha Khan"]`: makes that account an
 * administrator. The password is asked for without echo, or read from the first line of stdin
 * when stdin is not a terminal (`printf '%s\n' "$PW" | npm run admin:create -- --email …`).
 */
import { z } from 'zod';
import { ConfigError, loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { DirectoryLockedError } from '../src/db/directory-lock';
import { splitName } from '../src/modules/admin/admin-accounts.service';
import { AdminPasswordError, createOrPromoteAdmin } from '../src/modules/admin/bootstrap';

class UsageError extends Error {}

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const inline = args.find((arg) => arg.startsWith(`--${name}=`));
  if (inline) return inline.slice(name.length + 3);
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') return finish();
        if (ch === '\u0003') return finish(new UsageError('Cancelled.'));
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    process.stdout.write(question);
    stdin.setEncoding('utf8');
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

async function readPipedPassword(): Promise<string> {
  let input = '';
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) input += chunk as string;
  return input.split(/\r?\n/)[0] ?? '';
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readPipedPassword();
  const password = await promptHidden('Password: ');
  const repeated = await promptHidden('Repeat the password: ');
  if (password !== repeated) throw new UsageError('The passwords do not match.');
  return password;
}

async function main(): Promise<void> {
  const email = option('email');
  if (!email) throw new UsageError('Usage: npm run admin:create -- --email owner@example.pk [--name "Ayesha Khan"]');
  if (!z.email().safeParse(email).success) throw new UsageError(`Not an e-mail address: ${email}`);
  const name = splitName(option('name') ?? '');
  const config = loadConfig();
  const password = await readPassword();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const result = await createOrPromoteAdmin(
      database.db,
      { email, password, firstName: name.firstName || undefined, lastName: name.lastName || undefined },
      'admin.create',
    );
    process.stdout.write(
      result === 'created'
        ? `Administrator ${email} created.\n`
        : `${email} is now an administrator; its password was replaced.\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof UsageError ||
    error instanceof AdminPasswordError ||
    error instanceof ConfigError ||
    error instanceof DirectoryLockedError;
  process.stderr.write(
    `${known ? (error as Error).message : `Could not create the administrator: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`}\n`,
  );
  process.exit(1);
});
