// A node of its own running the expiry of unconfirmed orders: the two-node test runs two of these
// at once on one PostgreSQL database. Prints how many parts it cancelled.
import { buildApp } from '../../src/app';
import { openPostgres } from '../../src/db/open-database';
import { testConfig } from './test-app';

const database = await openPostgres(process.env.DATABASE_URL!, 4);
const app = await buildApp({ config: testConfig(), database });
await app.ready();
let cancelled = 0;
for (let round = 0; round < 3; round++)
  for (const run of await Promise.all([1, 2, 3].map(() => app.orderConfirmations.expire()))) cancelled += run.parts;
await app.close();
await database.close();
process.stdout.write(String(cancelled));
