import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStartScript, serverDir } from '../../scripts/start-command';

const startScript = (
  JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as { scripts: { start: string } }
).scripts.start;

/** The old-space limit node runs with, in MB, under these flags. */
function heapLimitMb(nodeFlags: string[]): number {
  const limit = execFileSync(process.execPath, [...nodeFlags, '-p', 'v8.getHeapStatistics().heap_size_limit'], {
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  return Number(limit) / 1024 / 1024;
}

describe('npm start', () => {
  it('caps the heap at 512 MB unless HEAP_LIMIT_MB says otherwise', () => {
    const unset = readStartScript(startScript, {}).run;
    const empty = readStartScript(startScript, { HEAP_LIMIT_MB: '' }).run;
    const set = readStartScript(startScript, { HEAP_LIMIT_MB: '1024' }).run;
    expect(unset.nodeFlags).toContain('--max-old-space-size=512');
    expect(empty.nodeFlags).toEqual(unset.nodeFlags);
    expect(set.nodeFlags).toContain('--max-old-space-size=1024');
    expect(path.relative(serverDir, set.entry)).toBe(path.join('dist', 'server.js'));
    // The old space is the flag's size; the young generation comes on top of it.
    expect(heapLimitMb(unset.nodeFlags)).toBeGreaterThanOrEqual(512);
    expect(heapLimitMb(unset.nodeFlags)).toBeLessThan(600);
    expect(heapLimitMb(set.nodeFlags)).toBeGreaterThanOrEqual(1024);
    expect(heapLimitMb(set.nodeFlags)).toBeLessThan(1100);
  });
});
