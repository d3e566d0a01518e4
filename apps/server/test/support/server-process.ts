import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildForStart, type StartCommand } from '../../scripts/start-command';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The nodes one test file starts share their Redis counters, as nodes of one shop do; other files' nodes do not.
const redisKeyPrefix = `onsale-test:${crypto.randomUUID()}:`;

export interface ServerProcess {
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** what the process wrote to stdout and stderr so far */
  output(): string;
  /** Sends the signal (SIGTERM: graceful) and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** A free port on loopback, chosen by the kernel. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

let compiledServer: StartCommand | undefined;

/**
 * A real server process on the database of `env.DATABASE_URL`, for tests about several nodes: it
 * resolves once `/api/health` answers. It runs `src/server.ts` as `npm run dev` does, or with
 * `compiled` the server as `npm start` builds and runs it (built once per test file).
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  { timeoutMs = 60_000, compiled = false } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onsale-node-'));
  let output = '';
  const command = compiled
    ? (compiledServer ??= buildForStart())
    : { nodeFlags: ['--import', 'tsx'], entry: 'src/server.ts' };
  const child = spawn(process.execPath, [...command.nodeFlags, command.entry], {
    cwd: serverDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    // No proxy takes the node out before it stops: stopping waits for no grace unless a test asks.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      REDIS_KEY_PREFIX: redisKeyPrefix,
      SHUTDOWN_GRACE_MS: '0',
      ...env,
    },
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;

  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server process exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop('SIGKILL');
      throw new Error(`server process did not answer /api/health within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, port, dataDir, child, output: () => output, stop };
}
