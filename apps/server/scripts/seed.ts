/** `npm run db:seed [-- --force]`: loads the demo catalogue; a non-empty catalogue needs --force. */
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { writeDemoPriceHistory } from '../src/modules/prices/price-rule.repository';
import { catalogueIsEmpty, clearCatalogue, loadDemoCatalogue } from '../src/modules/catalogue/demo-seed.repository';
import { openMediaStore } from '../src/modules/media/media-store';

const force = process.argv.includes('--force');
const config = loadConfig();
const database = await openDatabase(config);
const media = await openMediaStore(config.media.storage, config.dataDir);
try {
  await database.migrate();
  if (!(await catalogueIsEmpty(database.db))) {
    if (!force) {
      process.stderr.write(
        'The catalogue is not empty: run `npm run db:seed -- --force` to replace it with the demo catalogue.\n',
      );
      process.exitCode = 1;
    } else {
      await clearCatalogue(database.db);
    }
  }
  if (process.exitCode !== 1) {
    const { products } = await loadDemoCatalogue(database.db, media);
    await writeDemoPriceHistory(database.db);
    process.stdout.write(`Demo catalogue loaded: ${products} products.\n`);
  }
} finally {
  await media.close();
  await database.close();
}
