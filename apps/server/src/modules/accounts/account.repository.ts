import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sellerProfiles, users } from '../../db/schema';

export interface NewAccount {
  email: string;
  passwordHash: string;
  username: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
}

const profileColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  address: users.address,
  status: users.status,
  isAdmin: users.isAdmin,
  emailVerifiedAt: users.emailVerifiedAt,
  sellerStatus: sellerProfiles.status,
};

export function createAccountRepository(db: Executor) {
  return {
    /** Case-insensitive, as the unique index on lower(email) is. */
    async findByEmail(email: string) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          passwordHash: users.passwordHash,
          status: users.status,
          firstName: users.firstName,
          sellerStatus: sellerProfiles.status,
        })
        .from(users)
        .leftJoin(sellerProfiles, eq(sellerProfiles.userId, users.id))
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      return row;
    },

    /** The new account, or undefined when the e-mail is taken (also by a concurrent sign-up). */
    async insert(account: NewAccount) {
      const [row] = await db.insert(users).values(account).onConflictDoNothing().returning({ id: users.id });
      return row;
    },

    async findProfile(userId: string) {
      const [row] = await db
        .select(profileColumns)
        .from(users)
        .leftJoin(sellerProfiles, eq(sellerProfiles.userId, users.id))
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    /** Marks the account's e-mail as proven (a link sent to it was opened); the first proof's time stays. */
    async markEmailVerified(userId: string): Promise<void> {
      await db
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
    },

    async updateProfile(
      userId: string,
      fields: Pick<NewAccount, 'username' | 'firstName' | 'lastName' | 'phone' | 'address'>,
    ): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** A seller's new account: the registration found the e-mail free; a concurrent sign-up with it fails on the unique index. */
    async insertForSeller(account: NewAccount): Promise<string> {
      const [row] = await db.insert(users).values(account).returning({ id: users.id });
      return row!.id;
    },

    /** The contact details a seller's registration fills in on the account it is made from. */
    async updateContact(
      userId: string,
      values: Pick<NewAccount, 'firstName' | 'lastName' | 'phone' | 'address'>,
    ): Promise<void> {
      await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    /** Blocks or unblocks the account. */
    async setStatus(userId: string, status: 'active' | 'blocked'): Promise<void> {
      await db.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, userId));
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
