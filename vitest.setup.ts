import { afterEach, vi } from 'vitest';

// An unexpected console.error is a failure, not noise.
const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0)
    throw new Error(`Unexpected console.error: ${calls.map((c) => c.map(String).join(' ')).join('\n')}`);
});
