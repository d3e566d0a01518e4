import { sql, type SQL } from 'drizzle-orm';
import { insertRows } from '../../db/one-statement';
import { users } from '../../db/schema';

export interface CheckoutAccount {
  id: string;
  email: string;
  /** made by this checkout, without a password */
  created: boolean;
  hasPassword: boolean;
  emailVerified: boolean;
  status: 'active' | 'blocked';
}

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
export function checkoutAccountInsert(details: CheckoutAccountDetails & { id: string }, options: { when?: SQL } = {}): SQL {
  const [firstName = '', ...rest] = details.fullName.split(/\s+/);
  const row = { id: details.id, email: details.email, firstName, lastName: rest.join(' '), phone: details.phone, address: details.address };
  return sql`${insertRows(users, [row], options)} on conflict do nothing`;
}

/** The account of an e-mail (any case) as a select, to read together with other things (see selectTogether). */
export function checkoutAccountSelect(email: string): SQL {
  return sql`select ${users.id} as id, ${users.email} as email, ${users.passwordHash} is not null as "hasPassword",
      ${users.emailVerifiedAt} is not null as "emailVerified", ${users.status} as status
    from ${users} where lower(${users.email}) = ${email.toLowerCase()} limit 1`;
}
