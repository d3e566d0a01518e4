import { sql, type SQL } from 'drizzle-orm';
import { insertRows } from '../../db/one-statement';
import { users } from '../../db/schema';

export interface CheckoutAccountDetails {
  email: string;
  fullName: string;
  phone: string;
  address: string;
}

/**
 * The insert of a guest's account, without a password, with an id chosen by the caller. It does
 * nothing when an account with that e-mail (compared case-insensitively) already exists: when
 * two checkouts race with the same new e-mail, the loser's insert waits for the winner's commit
 * and inserts nothing, so its order then fails on the buyer's foreign key and is tried again.
 */
export function checkoutAccountInsert(
  details: CheckoutAccountDetails & { id: string },
  options: { when?: SQL } = {},
): SQL {
  const [firstName = '', ...rest] = details.fullName.split(/\s+/);
  const row = {
    id: details.id,
    email: details.email,
    firstName,
    lastName: rest.join(' '),
    phone: details.phone,
    address: details.address,
  };
  return sql`${insertRows(users, [row], options)} on conflict do nothing`;
}
