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

export function buildForStart(): StartCommand {
  const manifest = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as { scripts?: { start?: string } };
  const script = manifest.scripts?.start ?? '';
  const steps = script.split('&&').map((step) => step.trim());
  const run = steps.pop()!.replace(/^exec\s+/, '').split(/\s+/);
  if (run[0] !== 'node' || run.length < 2) throw new Error(`apps/server's start script does not end with \`node … <entry>\`: ${script}`);
  for (const step of steps) execSync(step, { cwd: serverDir, stdio: ['ignore', 'ignore', 'inherit'] });
  return { nodeFlags: run.slice(1, -1), entry: path.join(serverDir, run.at(-1)!) };
}
