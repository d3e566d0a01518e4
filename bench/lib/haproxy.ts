/**
 * Debian's haproxy in front of app nodes on loopback, configured as the README's "Running in
 * production" example (health checks on /api/ready, X-Forwarded-For), with a stats page to see
 * which nodes it sends requests to.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './child-server';

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
  /** each node's state as haproxy sees it: UP, DOWN, … */
  states(): Promise<Record<string, string>>;
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

function configuration(port: number, statsPort: number, nodes: ProxiedNode[], check: HealthCheck): string {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout http-keep-alive 10s
  timeout check 2s
  # A request whose connection to a node could not be opened goes to another node.
  retries 2
  option redispatch 1

frontend shop
  bind 127.0.0.1:${port}
  option forwardfor
  default_backend nodes

backend nodes
  balance roundrobin
  option httpchk
  http-check send meth GET uri /api/ready
  http-check expect status 200
  default-server check inter ${check.intervalMs} fall ${check.fall} rise ${check.rise}
${nodes.map((node) => `  server ${node.name} 127.0.0.1:${node.port}`).join('\n')}

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
  fs.writeFileSync(file, configuration(port, statsPort, nodes, check));
  execFileSync('haproxy', ['-c', '-q', '-f', file], { stdio: ['ignore', 'ignore', 'inherit'] });
  // -db: stays in the foreground, so that the child is haproxy itself.
  const child = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-10_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const states = async (): Promise<Record<string, string>> => {
    const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
    const [header, ...lines] = csv.trim().split('\n');
    const columns = header!.replace(/^# /, '').split(',');
    const [proxy, server, status] = ['pxname', 'svname', 'status'].map((name) => columns.indexOf(name));
    const found: Record<string, string> = {};
    for (const line of lines) {
      const cells = line.split(',');
      if (cells[proxy!] === 'nodes' && cells[server!] !== 'BACKEND') found[cells[server!]!] = cells[status!]!;
    }
    return found;
  };

  const waitFor = async (name: string, state: 'UP' | 'DOWN', timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    let last: string | undefined;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode}:\n${output}`);
      try {
        last = (await states())[name];
        if (last === state) return;
      } catch {
        // the stats page is not up yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`haproxy did not see node ${name} ${state} within ${timeoutMs} ms (last: ${last ?? 'no answer'})`);
  };

  return {
    url: `http://127.0.0.1:${port}`,
    states,
    waitFor,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
