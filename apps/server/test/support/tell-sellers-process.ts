// A node of its own telling sellers of their orders: the two-node test runs two of these at once
// on one PostgreSQL database. Prints how many parts it told.
import { openPostgres } from '../../src/db/open-database';
import { tellSellers } from '../../src/modules/orders/seller-notices.service';

const database = await openPostgres(process.env.DATABASE_URL!, 4);
let told = 0;
for (let round = 0; round < 5; round++)
  told += (await Promise.all([1, 2, 3].map(() => tellSellers(database.db, { publicUrl: 'http://shop.test' })))).reduce(
    (sum, n) => sum + n,
    0,
  );
await database.close();
process.stdout.write(String(told));
