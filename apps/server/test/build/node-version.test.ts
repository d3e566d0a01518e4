import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;

const shop = readJson<{ engines: { node: string } }>('package.json');
const lock = readJson<{ packages: Record<string, { version?: string; engines?: { node?: string } | string[] }> }>(
  'package-lock.json',
);
/** The oldest Node the README and package.json promise. */
const oldestNode = semver.minVersion(shop.engines.node)!.version;

describe('the Node version the shop promises', () => {
  it('is the one the README names', () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).toContain(`Node.js ${semver.major(oldestNode)}.${semver.minor(oldestNode)} or newer`);
  });

  it('runs every installed package, so that npm install warns of no engine', () => {
    const refused = Object.entries(lock.packages)
      .filter(([, entry]) => {
        const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return wanted !== undefined && !semver.satisfies(oldestNode, wanted);
      })
      .map(([where, entry]) => `${where}@${entry.version} wants node ${JSON.stringify(entry.engines)}`);
    expect(refused).toEqual([]);
  });
});
