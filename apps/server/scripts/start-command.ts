/**
 * The server as `npm start` runs it, for the bench, the tests and anything else that starts it
 * as it ships. apps/server's start script is `<build steps> && exec node <flags> <entry>`: the
 * build steps run here, once, and the caller starts node on the compiled entry itself, so that
 * the pid it holds is the server's.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const serverDir = path.resolve(import.meta.dirname, '..');

export interface StartCommand {
  /** Node flags before the entry point */
  nodeFlags: string[];
  /** the compiled server, an absolute path */
  entry: string;
}

/**
 * The build steps and the node command of a start script, with `${NAME:-default}` read from `env`
 * as the shell reads it (unset or empty: the default).
 */
export function readStartScript(
  script: string,
  env: NodeJS.ProcessEnv = process.env,
): { steps: string[]; run: StartCommand } {
  const steps = script.split('&&').map((step) => step.trim());
  const expanded = steps
    .pop()!
    .replace(/\$\{(\w+):-([^}]*)\}/g, (_, name: string, fallback: string) => env[name] || fallback);
  const run = expanded.replace(/^exec\s+/, '').split(/\s+/);
  if (run[0] !== 'node' || run.length < 2)
    throw new Error(`apps/server's start script does not end with \`node … <entry>\`: ${script}`);
  return { steps, run: { nodeFlags: run.slice(1, -1), entry: path.join(serverDir, run.at(-1)!) } };
}

export function buildForStart(): StartCommand {
  const manifest = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
    scripts?: { start?: string };
  };
  const { steps, run } = readStartScript(manifest.scripts?.start ?? '');
  for (const step of steps) execSync(step, { cwd: serverDir, stdio: ['ignore', 'ignore', 'inherit'] });
  return run;
}
