/**
 * Debian's haproxy in front of app nodes on loopback, running the README's "Running in production"
 * configuration itself, read from the README: the machines' addresses become loopback ports, TLS
 * and its redirect are left out, and a stats page shows which nodes it sends requests to.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, repoRoot } from './child-server';

export interface ProxiedNode {
  /** the server's name in the backend: a, b, … */
  name: string;
  port: number;
}

export interface HealthCheck {
  intervalMs: number;
  /** failed checks that take a node out */
  fall: number;
  /** passed checks that put it back */
  rise: number;
}

export interface Haproxy {
  /** where shoppers' requests go: `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  limits: SlowClientLimits;
  /** each node's state as haproxy sees it: UP, DOWN, … */
  states(): Promise<Record<string, string>>;
  /**
   * Resolves once the shop's frontend holds no connection: a client that closed its connections
   * still has them counted while the nodes answer what they were sent, and counted against the
   * frontend's connections per address (`sc0_conn_cur`) when the same client connects again.
   */
  idle(timeoutMs?: number): Promise<void>;
  /** Resolves once the node is in `state` (say, UP after a restart). */
  waitFor(name: string, state: 'UP' | 'DOWN', timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export function haproxyInstalled(): boolean {
  try {
    execFileSync('haproxy', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The haproxy example under "Running in production" in the README, as written there. */
export function readmeConfiguration(): string {
  const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  const example = /^\*\*haproxy\*\*[^\n]*\n(?:[^\n]+\n)*?\n```\n([\s\S]*?)```/m.exec(readme)?.[1];
  if (!example) throw new Error('README.md has no haproxy example under **haproxy** in "Running in production"');
  return example;
}

/** What the configuration promises about slow clients, for the cluster test to hold it to. */
export interface SlowClientLimits {
  /** `timeout http-request`: how long a request may take to arrive */
  httpRequestTimeoutMs?: number;
  /** the `conn_cur` over which the shop's frontend refuses a source's next connection */
  connectionsPerSource?: number;
}

function slowClientLimits(configuration: string): SlowClientLimits {
  const timeout = /^\s*timeout http-request (\d+)(ms|s)$/m.exec(configuration);
  const perSource = /^\s*tcp-request connection reject if \{ sc0_conn_cur gt (\d+) \}$/m.exec(configuration);
  return {
    httpRequestTimeoutMs: timeout ? Number(timeout[1]) * (timeout[2] === 's' ? 1000 : 1) : undefined,
    connectionsPerSource: perSource ? Number(perSource[1]) : undefined,
  };
}

/**
 * The README's configuration with loopback for the machines: one plain bind on `port`, no redirect
 * to https, the nodes given and the health check's timing given; then a stats page. A line the
 * test must replace and cannot find stops it, so the README's example and the test cannot drift.
 */
export function onLoopback(
  example: string,
  port: number,
  statsPort: number,
  nodes: ProxiedNode[],
  check: HealthCheck,
): string {
  const replaced = { bind: false, server: false, 'default-server': false };
  const lines = example.split('\n').flatMap((line) => {
    const keyword = /^\s*(\S+)/.exec(line)?.[1];
    if (keyword === 'bind') {
      if (replaced.bind) return [];
      replaced.bind = true;
      return [`  bind 127.0.0.1:${port}`];
    }
    if (keyword === 'server') {
      if (replaced.server) return [];
      replaced.server = true;
      return nodes.map((node) => `  server ${node.name} 127.0.0.1:${node.port}`);
    }
    if (keyword === 'default-server') {
      replaced['default-server'] = true;
      return [`  default-server check inter ${check.intervalMs} fall ${check.fall} rise ${check.rise}`];
    }
    if (/^\s*http-request redirect scheme https/.test(line)) return [];
    return [line];
  });
  const missing = Object.entries(replaced)
    .filter(([, done]) => !done)
    .map(([keyword]) => keyword);
  if (missing.length)
    throw new Error(`the README's haproxy example has no ${missing.join(', ')} line to run it on loopback`);
  return `${lines.join('\n').trimEnd()}

frontend stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
`;
}

export async function startHaproxy(nodes: ProxiedNode[], check: HealthCheck): Promise<Haproxy> {
  const [port, statsPort] = [await freePort(), await freePort()];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onsale-haproxy-'));
  const file = path.join(dir, 'haproxy.cfg');
  const example = readmeConfiguration();
  const backend = /^\s*default_backend (\S+)$/m.exec(example)?.[1];
  const frontend = /^frontend (\S+)$/m.exec(example)?.[1];
  fs.writeFileSync(file, onLoopback(example, port, statsPort, nodes, check));
  execFileSync('haproxy', ['-c', '-q', '-f', file], { stdio: ['ignore', 'ignore', 'inherit'] });
  // -db: stays in the foreground, so that the child is haproxy itself.
  const child = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-10_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  /** The stats page's rows, each a map of its columns. */
  const stats = async (): Promise<Record<string, string>[]> => {
    const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
    const [header, ...lines] = csv.trim().split('\n');
    const columns = header!.replace(/^# /, '').split(',');
    return lines.map((line) => {
      const cells = line.split(',');
      return Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? '']));
    });
  };
  const states = async (): Promise<Record<string, string>> => {
    const found: Record<string, string> = {};
    for (const row of await stats())
      if (row.pxname === backend && row.svname !== 'BACKEND') found[row.svname!] = row.status!;
    return found;
  };
  /**
   * Reads `read` every 50 ms until `met` holds of what it finds (the stats page may not be up yet),
   * for at most `timeoutMs`; then throws what `failure` says of the last reading.
   */
  const until = async <T>(
    read: () => Promise<T>,
    met: (value: T) => boolean,
    timeoutMs: number,
    failure: (last: T | undefined) => string,
  ) => {
    const deadline = Date.now() + timeoutMs;
    let last: T | undefined;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode}:\n${output}`);
      try {
        last = await read();
        if (met(last)) return;
      } catch {
        // the stats page is not up yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(failure(last));
  };
  const open = async () =>
    Number((await stats()).find((row) => row.pxname === frontend && row.svname === 'FRONTEND')?.scur ?? 0);
  const idle = (timeoutMs = 30_000) =>
    until(
      open,
      (connections) => connections === 0,
      timeoutMs,
      (last) => `haproxy still holds ${last ?? 'an unknown number of'} connections of the shop after ${timeoutMs} ms`,
    );
  const waitFor = (name: string, state: 'UP' | 'DOWN', timeoutMs = 30_000) =>
    until(
      async () => (await states())[name],
      (found) => found === state,
      timeoutMs,
      (last) => `haproxy did not see node ${name} ${state} within ${timeoutMs} ms (last: ${last ?? 'no answer'})`,
    );

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    limits: slowClientLimits(example),
    states,
    idle,
    waitFor,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
