import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sellerProfiles, sessions, users } from '../../db/schema';

export function createSessionRepository(db: Executor) {
  return {
    async insert(id: string, userId: string, expiresAt: Date): Promise<void> {
      await db.insert(sessions).values({ id, userId, expiresAt });
    },

    /** The live session's user with what access checks need; expired sessions find nothing. */
    async findUser(id: string) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          status: users.status,
          isAdmin: users.isAdmin,
          sellerStatus: sellerProfiles.status,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(sellerProfiles, eq(sellerProfiles.userId, users.id))
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date())))
        .limit(1);
      return row;
    },

    async delete(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    async deleteAllOf(userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
  };
}
