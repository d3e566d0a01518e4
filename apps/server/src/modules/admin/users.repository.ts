import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { escapeLike } from '../../db/like';
import { orders, users } from '../../db/schema';

export interface UsersFilter {
  status: 'all' | 'active' | 'blocked';
  q?: string;
}

/** Every account that is not an administrator, for the admin's buyers list. */
export function createUsersRepository(db: Executor) {
  function whereOf(query: UsersFilter): SQL | undefined {
    const conditions: (SQL | undefined)[] = [eq(users.isAdmin, false)];
    if (query.status !== 'all') conditions.push(eq(users.status, query.status));
    if (query.q) {
      const like = `%${escapeLike(query.q)}%`;
      conditions.push(
        or(
          ilike(users.email, like),
          ilike(users.username, like),
          ilike(users.firstName, like),
          ilike(users.lastName, like),
          ilike(users.phone, like),
          sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${like}`,
        ),
      );
    }
    return and(...conditions);
  }

  return {
    /** Newest first, each with how many orders they placed. */
    list(query: UsersFilter, limit: number, offset: number) {
      const orderCount = db
        .select({ buyerId: orders.buyerId, n: count().as('n') })
        .from(orders)
        .groupBy(orders.buyerId)
        .as('order_count');
      return db
        .select({ user: users, orders: orderCount.n })
        .from(users)
        .leftJoin(orderCount, eq(orderCount.buyerId, users.id))
        .where(whereOf(query))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit)
        .offset(offset);
    },

    async count(query: UsersFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(whereOf(query));
      return row?.n ?? 0;
    },

    async lock(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
      return row;
    },
  };
}
