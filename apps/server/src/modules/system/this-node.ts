import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { serverRoot } from '../../server-root';

/** Who a node is: a new id at each start, so a restarted node is a new row and the old one fades. */
export interface NodeIdentity {
  id: string;
  hostname: string;
  pid: number;
  version: string;
  startedAt: Date;
}

export function newNodeIdentity(): NodeIdentity {
  return {
    id: crypto.randomUUID(),
    hostname: os.hostname(),
    pid: process.pid,
    version: serverVersion(),
    startedAt: new Date(Math.round(performance.timeOrigin)),
  };
}

let version: string | undefined;

/** `1.0.0+2d6af1d`: the server's package version and, where it runs from a git checkout, its commit. */
export function serverVersion(): string {
  if (version === undefined) {
    const pkg = JSON.parse(fs.readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as { version?: string };
    const commit = gitCommit(path.resolve(serverRoot, '../..'));
    version = `${pkg.version ?? '0.0.0'}${commit ? `+${commit.slice(0, 7)}` : ''}`;
  }
  return version;
}

/** The commit checked out in `repository`, read from its files (no git process); null when there is none. */
function gitCommit(repository: string): string | null {
  try {
    let gitDir = path.join(repository, '.git');
    // a worktree's .git is a file naming its folder, whose branches live in the main folder
    if (fs.statSync(gitDir).isFile())
      gitDir = path.resolve(
        repository,
        fs
          .readFileSync(gitDir, 'utf8')
          .replace(/^gitdir:/, '')
          .trim(),
      );
    const head = fs.readFileSync(path.join(gitDir, 'HEAD'), 'utf8').trim();
    const ref = /^ref: (\S+)$/.exec(head)?.[1];
    if (!ref) return /^[0-9a-f]{40}$/.test(head) ? head : null;
    const commonDir = fs.existsSync(path.join(gitDir, 'commondir'))
      ? path.resolve(gitDir, fs.readFileSync(path.join(gitDir, 'commondir'), 'utf8').trim())
      : gitDir;
    const loose = path.join(commonDir, ref);
    if (fs.existsSync(loose)) return fs.readFileSync(loose, 'utf8').trim();
    const packed = fs.readFileSync(path.join(commonDir, 'packed-refs'), 'utf8');
    return new RegExp(`^([0-9a-f]{40}) ${ref.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm').exec(packed)?.[1] ?? null;
  } catch {
    return null;
  }
}

/** How often the event loop's delay is sampled: each sample is this long plus the delay. */
const RESOLUTION_MS = 10;
let delays: IntervalHistogram | undefined;

/**
 * The event loop's delay, p99 in milliseconds, since the last reset (the last heartbeat) or the
 * first call: how long a request ready to run may wait for the node's one thread.
 */
export function eventLoopDelayMs({ reset = false }: { reset?: boolean } = {}): number {
  if (!delays) {
    delays = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
    delays.enable();
  }
  const p99 = delays.count > 0 ? Math.max(0, delays.percentile(99) / 1e6 - RESOLUTION_MS) : 0;
  if (reset) delays.reset();
  return Math.round(p99 * 100) / 100;
}

/** The process's memory now. */
export function memoryFigures(): { rss: number; heapUsed: number } {
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
}
