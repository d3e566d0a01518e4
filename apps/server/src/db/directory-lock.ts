import fs from 'node:fs';

export class DirectoryLockedError extends Error {}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite takes no lock of its own and two processes on one data directory corrupt it. The lock
 * file holds the owner's pid; a lock left by a process that died is taken over.
 */
export function acquireDirectoryLock(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockPath, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && processIsAlive(owner)) {
        throw new DirectoryLockedError(
          `The embedded database in ${lockPath.replace(/\.lock$/, '')} is already open in process ${owner}. Stop it first, or set DATA_DIR to another directory.`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DirectoryLockedError(`Could not lock ${lockPath}`);
}
