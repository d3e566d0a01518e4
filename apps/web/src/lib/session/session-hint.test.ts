import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasSessionHint, noteAuthResponse, SESSION_HINT_KEY } from './session-hint';

function fakeWindow() {
  const items = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  vi.stubGlobal('window', { localStorage });
  return items;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('session hint', () => {
  it('is set by a successful sign-in, sign-up or password set and cleared by logout', () => {
    const items = fakeWindow();
    expect(hasSessionHint()).toBe(false);
    noteAuthResponse('/auth/login', false);
    expect(hasSessionHint()).toBe(false);
    noteAuthResponse('/auth/password-reset', true);
    expect(hasSessionHint()).toBe(false);
    for (const path of ['/auth/login', '/auth/signup', '/auth/set-password']) {
      items.clear();
      noteAuthResponse(path, true);
      expect(items.get(SESSION_HINT_KEY), path).toBe('1');
    }
    noteAuthResponse('/categories', true);
    expect(hasSessionHint()).toBe(true);
    noteAuthResponse('/auth/logout', true);
    expect(hasSessionHint()).toBe(false);
  });

  it('treats blocked storage as signed out without throwing', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new Error('SecurityError');
      },
    });
    expect(hasSessionHint()).toBe(false);
    expect(() => noteAuthResponse('/auth/login', true)).not.toThrow();
  });
});
