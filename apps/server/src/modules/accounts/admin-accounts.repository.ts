import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sellerProfiles, users } from '../../db/schema';

export function createAdminAccountsRepository(db: Executor) {
  return {
    /** The account with its seller profile's status (null when not a seller). */
    async findByEmail(email: string) {
      const [row] = await db
        .select({ ...getTableColumns(users), sellerStatus: sellerProfiles.status })
        .from(users)
        .leftJoin(sellerProfiles, eq(sellerProfiles.userId, users.id))
        .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
        .limit(1);
      return row;
    },

    async findById(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async anyAdminExists(): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1);
      return Boolean(row);
    },

    async insertAdmin(values: { email: string; passwordHash: string; firstName: string; lastName: string }) {
      const [row] = await db
        .insert(users)
        .values({ ...values, isAdmin: true })
        .returning();
      return row!;
    },

    async update(
      id: string,
      values: Partial<
        Pick<typeof users.$inferInsert, 'passwordHash' | 'firstName' | 'lastName' | 'isAdmin' | 'status'>
      >,
    ) {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
  };
}
