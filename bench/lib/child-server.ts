/** Starts a server in a child process, waits until it answers, and watches its memory. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Builds the server and says how `npm start` runs it (apps/server/scripts/start-command.ts). */
export { buildForStart as buildServer } from '../../apps/server/scripts/start-command';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ChildServer {
  pid: number;
  baseUrl: string;
  /** Highest resident memory the process has had, in bytes (VmHWM). */
  peakRss(): number;
  /** Current resident memory, in bytes (VmRSS). */
  rss(): number;
  stop(): Promise<void>;
}

function statusField(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

async function waitForReady(child: ChildProcess, url: string, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s:\n${output()}`);
}

/**
 * Runs an entry point with node (a TypeScript one through `--import tsx`), so that the pid is
 * the server itself, not a wrapper, and resolves once `readyPath` answers 200. An env value of
 * undefined unsets it.
 */
export async function startChildServer(options: {
  entry: string;
  env: Record<string, string | undefined>;
  readyPath: string;
  /** Node flags before the entry point */
  nodeFlags?: string[];
  port?: number;
  timeoutMs?: number;
}): Promise<ChildServer> {
  const port = options.port ?? (await freePort());
  const loader = options.entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...(options.nodeFlags ?? []), ...loader, options.entry], {
    cwd: repoRoot,
    env: { ...process.env, ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForReady(child, `${baseUrl}${options.readyPath}`, () => output, options.timeoutMs ?? 120_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const pid = child.pid!;
  return {
    pid,
    baseUrl,
    peakRss: () => statusField(pid, 'VmHWM'),
    rss: () => statusField(pid, 'VmRSS'),
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
