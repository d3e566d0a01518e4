import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's recommended minimum cost (19 MiB, 2 iterations).
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const MIN_PASSWORD_LENGTH = 6;

/** The passwords attackers try first; an account with one of these is taken over in minutes. */
const COMMON_PASSWORDS = new Set([
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  '111111',
  '000000',
  '123123',
  '654321',
  '666666',
  '121212',
  '112233',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'qwerty',
  'qwerty123',
  'qwertyuiop',
  'abc123',
  'abcdef',
  'abcd1234',
  'iloveyou',
  'letmein',
  'welcome',
  'welcome1',
  'admin',
  'admin123',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'cricket',
  'pakistan',
  'pakistan123',
  'lahore',
  'karachi',
  'islamabad',
  'sunshine',
  'princess',
  'master',
  'shadow',
  'superman',
  'batman',
  'trustno1',
  'zaq12wsx',
  '1q2w3e4r',
  '1qaz2wsx',
  'asdfgh',
  'asdfghjkl',
  'zxcvbnm',
  'onsale',
  'onsale123',
  'secret',
  'changeme',
  'default',
  'login',
  'starwars',
  'freedom',
]);

export function isWeakPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return COMMON_PASSWORDS.has(lower) || /^(.)\1+$/.test(password);
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// A real hash to verify against when the account does not exist, so that a wrong e-mail and a
// wrong password take the same time and cannot be told apart.
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  decoyHash ??= hashPassword('decoy-password-for-timing');
  const target = passwordHash ?? (await decoyHash);
  try {
    const ok = await verify(target, password);
    return ok && Boolean(passwordHash);
  } catch {
    return false;
  }
}
