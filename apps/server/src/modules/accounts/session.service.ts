import crypto from 'node:crypto';
import type { Executor } from '../../db/client';
import { createSessionRepository } from './session.repository';

export const SESSION_COOKIE = 'onsale_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  /** null when the account is not a seller */
  sellerStatus: 'pending' | 'approved' | 'rejected' | 'blocked' | null;
}

/** The table keeps only a hash of the token: a leaked table signs nobody in. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function createSessionService(db: Executor) {
  const repository = createSessionRepository(db);
  return {
    /** Starts a session and returns the token for the cookie. */
    async start(userId: string): Promise<{ token: string; expiresAt: Date }> {
      const token = crypto.randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
      await repository.insert(hashToken(token), userId, expiresAt);
      return { token, expiresAt };
    },

    /** The signed-in user of a token; a blocked account's (or blocked seller's) sessions end here at once. */
    async resolve(token: string): Promise<SessionUser | null> {
      const row = await repository.findUser(hashToken(token));
      if (!row) return null;
      if (row.status === 'blocked' || row.sellerStatus === 'blocked') {
        await repository.deleteAllOf(row.id);
        return null;
      }
      return {
        id: row.id,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        isAdmin: row.isAdmin,
        sellerStatus: row.sellerStatus,
      };
    },

    end: (token: string) => repository.delete(hashToken(token)),
    endAllOf: (userId: string) => repository.deleteAllOf(userId),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
