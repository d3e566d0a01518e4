import type { CacheFigures } from '@onsale/core/contracts/system';
import { formatCount } from '@onsale/core/numbers';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A span of time as an operator reads it at a glance, in its two largest units: "45 s",
 * "12 min", "3 h 12 min", "2 d 4 h". Seconds show only under a minute.
 */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  if (whole < MINUTE) return `${whole} s`;
  if (whole < HOUR) return `${Math.floor(whole / MINUTE)} min`;
  if (whole < DAY) {
    const minutes = Math.floor((whole % HOUR) / MINUTE);
    return `${Math.floor(whole / HOUR)} h${minutes ? ` ${minutes} min` : ''}`;
  }
  const hours = Math.floor((whole % DAY) / HOUR);
  return `${formatCount(Math.floor(whole / DAY))} d${hours ? ` ${hours} h` : ''}`;
}

/**
 * How long before `now` a moment was, in seconds (never below 0). Both come from the server's
 * answer, so a browser whose clock is wrong still reads the right age.
 */
export function secondsBefore(now: string, then: string): number {
  const ms = Date.parse(now) - Date.parse(then);
  return Number.isFinite(ms) ? Math.max(0, ms / 1000) : 0;
}

/** How long ago a moment was, as of `now`: "12 s ago", "3 h 12 min ago". */
export const agoText = (now: string, then: string) => `${formatDuration(secondsBefore(now, then))} ago`;

/** Bytes in megabytes (of 1,048,576 bytes): "312 MB", "4.5 MB" under ten. */
export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return `${formatCount(megabytes, megabytes < 10 && megabytes % 1 !== 0 ? 1 : 0)} MB`;
}

/** Milliseconds of a delay or a round trip: "0.4 ms", "12 ms", "1,250 ms". */
export function formatMilliseconds(ms: number): string {
  return `${formatCount(ms, ms < 10 && ms % 1 !== 0 ? 1 : 0)} ms`;
}

/**
 * A cache's figures in a line: its name, the share of lookups it answered and of how many
 * lookups ("catalogue 93% of 1,204"); "pages: no lookups yet" before the first.
 */
export function cacheText(cache: Pick<CacheFigures, 'name' | 'hits' | 'misses' | 'hitRatio'>): string {
  const lookups = cache.hits + cache.misses;
  if (cache.hitRatio === null || lookups === 0) return `${cache.name}: no lookups yet`;
  return `${cache.name} ${Math.round(cache.hitRatio * 100)}% of ${formatCount(lookups)}`;
}
