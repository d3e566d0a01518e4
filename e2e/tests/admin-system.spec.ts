import { expect, test, type Page } from '@playwright/test';
import { adminNav, signInAsAdmin } from './admin-session';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A section of the System page, by its heading. */
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The next answer of the page's own refresh (every SYSTEM_REFRESH_SECONDS, 5 s). */
const nextRefresh = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/system' && response.ok(), {
    timeout: 15_000,
  });

// A job or an e-mail that fails for good takes several attempts minutes apart, and the journeys'
// shop has no way to make one fail at once: trying a failed job again is proven by the API's tests.
test('the admin opens System: this node alive, the database, Redis and the media store, the jobs, the outbox and the errors, read again by itself, and on a phone', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  await adminNav(page, 'System').click();
  await expect(page).toHaveURL(/\/admin\/system$/);
  await expect(page).toHaveTitle(/^System · Admin/);
  await expect(page.getByRole('heading', { name: 'System', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Checked at \d{1,2} \w+ \d{4}, \d{1,2}:\d{2} [ap]m/)).toBeVisible();

  // The journeys' shop is one node: the one that answered, alive.
  const nodes = section(page, 'Nodes');
  const thisNode = nodes.getByRole('row').filter({ hasText: 'This node' });
  await expect(thisNode).toHaveCount(1);
  await expect(thisNode.getByText('Alive', { exact: true })).toBeVisible();
  await expect(thisNode).toContainText(/pid \d+/);
  await expect(thisNode).toContainText(/RSS [\d,.]+ MB/);
  await expect(nodes).toContainText('1 node alive');

  // On the embedded database, without Redis, its pictures on disk.
  const database = section(page, 'Database');
  await expect(database.getByText('Reachable', { exact: true })).toBeVisible();
  await expect(database).toContainText('Embedded');
  await expect(database).toContainText(/Round trip[\d.,]+ ms/);
  await expect(section(page, 'Redis').getByText('Not configured', { exact: true })).toBeVisible();
  const media = section(page, 'Media store');
  await expect(media.getByText('Reachable', { exact: true })).toBeVisible();
  await expect(media).toContainText('Disk');

  // The recurring jobs wait for their turn; the failed ones and e-mails have their lists.
  const jobs = section(page, 'Jobs');
  await expect(jobs.getByRole('row').filter({ hasText: 'housekeeping' })).toBeVisible();
  await expect(jobs.getByRole('heading', { name: 'Failed jobs' })).toBeVisible();
  const outbox = section(page, 'E-mail outbox');
  await expect(outbox.getByTestId('system-outbox-counts')).toContainText('Pending');
  await expect(outbox.getByRole('heading', { name: 'Failed e-mails' })).toBeVisible();
  await expect(section(page, 'Last errors')).toBeVisible();

  // The page reads itself again while it is open.
  await nextRefresh(page);
  await expect(thisNode.getByText('Alive', { exact: true })).toBeVisible();

  // On a phone the tables scroll in their own boxes: the page itself never scrolls sideways.
  const phone = await browser.newContext(PHONE);
  const phonePage = await phone.newPage();
  await signInAsAdmin(phonePage);
  await phonePage.goto('/admin/system');
  await expect(section(phonePage, 'Nodes').getByText('This node', { exact: true })).toBeVisible();
  await expect(section(phonePage, 'Last errors')).toBeVisible();
  expect(await phonePage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await phone.close();
});
