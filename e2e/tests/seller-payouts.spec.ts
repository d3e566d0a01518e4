import { expect, test, type APIResponse, type Page } from '@playwright/test';
import fs from 'node:fs/promises';
import sharp from 'sharp';
import { adminNav, signInAsAdmin } from './admin-session';
import { adminRequest, confirmedOrder, deliverPart, signedInShopper } from './returns-journey';
import { sellerWithProduct } from './seller-with-product';

test.describe.configure({ timeout: 180_000 });

async function ok(response: APIResponse) {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBeTruthy();
  return ((await response.json()) as { data: unknown }).data;
}

/** "Rs. 1,299", "Rs. 1,299.50", as the shop writes an amount of paisa. */
const rupees = (paisa: number) => {
  const rupeesOnly = paisa / 100;
  return `Rs. ${rupeesOnly.toLocaleString('en-US', {
    minimumFractionDigits: Number.isInteger(rupeesOnly) ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
};

/** A picture of a CNIC, as a phone's camera would send it. */
const cnicPicture = async () => ({
  name: 'cnic.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 200, g: 215, b: 190 } } })
    .png()
    .toBuffer(),
});

/** The seller's money page, on one of its tabs. */
async function openFinanceTab(page: Page, tab: 'Summary' | 'Ledger' | 'Payouts' | 'Statements' | 'Bank account') {
  await page.getByRole('navigation', { name: 'Your money' }).getByRole('link', { name: tab, exact: true }).click();
}

/** Fills the seller's bank account form (its pictures aside). */
async function fillBankAccount(
  page: Page,
  account: { title: string; bank: string; iban: string; cnic?: string; ntn?: string },
) {
  const form = page.getByRole('form', { name: /bank account/ });
  await form.getByLabel('Account title', { exact: true }).fill(account.title);
  await form.getByLabel('Bank', { exact: true }).selectOption(account.bank);
  await form.getByLabel('IBAN', { exact: true }).fill(account.iban);
  await form.getByLabel('CNIC', { exact: true }).fill(account.cnic ?? '');
  await form.getByLabel('NTN', { exact: true }).fill(account.ntn ?? '');
  return form;
}

test('a seller adds a bank account with a picture, the admin verifies it, adjusts the balance, runs payouts and marks the payout paid: the seller sees it Paid and the week’s statement, the sale still on hold', async ({
  browser,
}) => {
  const tag = Date.now().toString(36);
  const brand = `Payout Looms ${tag}`;
  const seller = await sellerWithProduct(browser, brand, { name: `Khaddar shawl ${tag}`, price: 450_000 });
  const page = seller.page;

  // A shopper's order, confirmed and delivered: the sale is on hold for the return window.
  const admin = await adminRequest(browser);
  const shopper = await signedInShopper(browser, `pay${tag}`);
  const order = await confirmedOrder(shopper.page, shopper.email, [{ product_id: seller.productId, quantity: 1 }]);
  await deliverPart(admin.request, seller.context.request, order.id, `PO${tag}`.toUpperCase());
  await Promise.all([shopper.context.close(), admin.close()]);

  // The seller's money page: the sale on the ledger, on hold, and a call to add a bank account.
  await page.goto('/seller/earnings');
  await expect(page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible({ timeout: 30_000 });
  await openFinanceTab(page, 'Ledger');
  const sale = page.getByTestId('ledger-line').filter({ hasText: `Order ${order.order_number}` });
  await expect(sale).toContainText('Sale');
  await expect(sale).toContainText(/On hold until \d{1,2} \w+ \d{4}/);
  await expect(page.getByTestId('bank-account-notice')).toContainText('payouts wait until OnSale has verified it');
  await openFinanceTab(page, 'Payouts');
  await expect(page.getByText('No payouts yet.')).toBeVisible();

  // The seller adds the bank account, with a picture of the CNIC.
  await page.getByRole('link', { name: 'Add a bank account' }).click();
  const form = await fillBankAccount(page, {
    title: 'Hina Qureshi',
    bank: 'Meezan Bank',
    iban: 'pk29 mezn 0001 2345 6789 0124',
    cnic: '35202-1234567-1',
  });
  await form.getByLabel('Pictures of the CNIC or of a letter from the bank').setInputFiles(await cnicPicture());
  await expect(form.getByRole('img', { name: 'Picture 1' })).toBeVisible();
  await form.getByRole('button', { name: 'Send for verification' }).click();
  const account = page.getByTestId('bank-account');
  await expect(account.getByTestId('bank-account-status')).toHaveText('Waiting for verification');
  await expect(account.getByTestId('iban')).toHaveText('PK29 MEZN 0001 2345 6789 0124');
  await expect(account).toContainText('35202-1234567-1');
  await expect(page.getByTestId('bank-account-notice')).toContainText('waiting for verification');

  // The admin verifies it on the Payouts page: the whole IBAN, the CNIC and the picture to check.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAsAdmin(adminPage);
  await adminNav(adminPage, 'Payouts').click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
  const toVerify = adminPage.getByTestId('bank-account-row').filter({ hasText: brand });
  await expect(toVerify.getByTestId('iban')).toHaveText('PK29 MEZN 0001 2345 6789 0124');
  await expect(toVerify).toContainText('35202-1234567-1');
  const pictureLink = toVerify.getByRole('link', { name: `Document 1 of ${brand}` });
  expect((await adminContext.request.get((await pictureLink.getAttribute('href'))!)).ok()).toBeTruthy();
  await toVerify.getByRole('button', { name: 'Verify' }).click();
  await adminPage
    .getByRole('dialog', { name: `Verify the bank account of ${brand}?` })
    .getByRole('button', { name: 'Verify' })
    .click();
  await expect(adminPage.getByText(`${brand}'s bank account is verified`)).toBeVisible();
  await expect(toVerify).toHaveCount(0);

  // The admin adds Rs. 1,500 to the seller's balance from the seller's details, with the reason:
  // payable at once, unlike the sale.
  await adminNav(adminPage, 'Sellers').click();
  await adminPage.getByRole('searchbox', { name: 'Search sellers' }).fill(brand);
  await adminPage.getByRole('button', { name: 'Search' }).click();
  await adminPage.getByRole('button', { name: brand, exact: true }).click();
  const details = adminPage.getByRole('dialog', { name: brand });
  await expect(details.getByTestId('seller-bank-account')).toContainText('Verified');
  const adjust = details.getByRole('form', { name: 'Adjust balance' });
  await adjust.getByLabel('Adjustment (Rs.)').fill('1,500');
  await adjust.getByLabel('Reason').fill('Courier damage compensation');
  await adjust.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(details.getByText(`Rs. 1,500 added to ${brand}'s balance`)).toBeVisible();
  await expect(details.getByTestId('seller-money')).toContainText('AdjustmentsRs. 1,500');
  await expect(details.getByTestId('seller-money')).toContainText('Payable nowRs. 1,500');
  await details.getByRole('button', { name: 'Close' }).click();

  const payable = 150_000;

  // The run: the seller is ready at the default minimum; the run pays what is payable, not what is on hold.
  await adminNav(adminPage, 'Payouts').click();
  await expect(adminPage.getByLabel('Minimum payable (Rs.)')).toHaveValue('1000');
  const ready = adminPage.getByTestId('payout-ready').filter({ hasText: brand });
  await expect(ready).toContainText(rupees(payable));
  await adminPage.getByRole('button', { name: 'Create payout run' }).click();
  await adminPage
    .getByRole('dialog', { name: 'Create the payout run?' })
    .getByRole('button', { name: 'Create payout run' })
    .click();
  await expect(adminPage).toHaveURL(/\/admin\/payouts\/runs\/[^/]+$/);
  await expect(adminPage.getByRole('heading', { level: 1, name: /^Payout run PR-\d+$/ })).toBeVisible();
  const payoutRow = adminPage.getByTestId('run-payout-row').filter({ hasText: brand });
  await expect(payoutRow).toContainText(rupees(payable));
  await expect(payoutRow.getByTestId('payout-status')).toHaveText('Being paid');

  // The bank transfer file holds the transfer to the verified account.
  const [transferFile] = await Promise.all([
    adminPage.waitForEvent('download'),
    adminPage.getByRole('link', { name: 'Download transfer file (CSV)' }).click(),
  ]);
  expect(transferFile.suggestedFilename()).toMatch(/\.csv$/);
  const transfers = await fs.readFile((await transferFile.path())!, 'utf8');
  expect(transfers).toContain('PK29MEZN0001234567890124');
  expect(transfers).toContain('Hina Qureshi');

  // Marked paid with the bank's reference (asked for, not sent empty).
  await payoutRow.getByRole('button', { name: 'Mark paid' }).click();
  const pay = adminPage.getByRole('dialog', { name: `Mark the payout to ${brand} paid` });
  await pay.getByRole('button', { name: 'Mark paid' }).click();
  await expect(pay).toContainText("Enter the bank's reference for the transfer");
  await pay.getByLabel('Bank reference').fill(`MZN-${tag}`);
  await pay.getByRole('button', { name: 'Mark paid' }).click();
  await expect(pay).toHaveCount(0);
  await expect(payoutRow.getByTestId('payout-status')).toHaveText('Paid');
  await expect(payoutRow).toContainText(`MZN-${tag}`);
  await expect(payoutRow.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);
  await adminNav(adminPage, 'Payouts').click();
  await expect(adminPage.getByTestId('payout-ready').filter({ hasText: brand })).toHaveCount(0);
  await adminContext.close();

  // The seller: the payout is Paid with its reference, the adjustment has its reason, the sale waits.
  await page.goto('/seller/earnings?tab=payouts');
  const paid = page.getByTestId('seller-payout').first();
  await expect(paid).toContainText(rupees(payable));
  await expect(paid.getByTestId('payout-status')).toHaveText('Paid');
  await expect(paid).toContainText(`MZN-${tag}`);
  await expect(paid).toContainText('PK29 •••• 0124');
  await expect(page.getByTestId('bank-account-notice')).toHaveCount(0);
  await openFinanceTab(page, 'Ledger');
  await expect(page.getByTestId('ledger-line').filter({ hasText: 'Courier damage compensation' })).toContainText(
    'Adjustment',
  );
  await expect(page.getByTestId('ledger-line').filter({ hasText: 'Payout' }).first()).toContainText(
    `−${rupees(payable)}`,
  );

  await expect(sale).toContainText(/On hold until/);

  // This week's statement: the adjustment and the payout (the sale is not payable yet); nothing more to pay.
  await openFinanceTab(page, 'Statements');
  const week = page.getByTestId('statement-row').first();
  await expect(week).toContainText(rupees(payable));
  await week.getByRole('link').first().click();
  const statement = page.getByTestId('statement');
  await expect(statement.getByRole('heading', { name: /^Statement for / })).toBeVisible();
  await expect(statement.getByTestId('ledger-line').filter({ hasText: `Order ${order.order_number}` })).toHaveCount(0);
  await expect(statement.getByTestId('ledger-line').filter({ hasText: 'Courier damage compensation' })).toHaveCount(1);
  await expect(statement.getByTestId('ledger-line').filter({ hasText: 'Payout' })).not.toHaveCount(0);
  await expect(statement).toContainText('To payRs. 0');
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    statement.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(await fs.readFile((await csv.path())!, 'utf8')).toContain('Courier damage compensation');
  const pdf = await seller.context.request.get(
    (await statement.getByRole('link', { name: 'Download PDF' }).getAttribute('href'))!,
  );
  expect(pdf.ok()).toBeTruthy();
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await seller.context.close();
});

test('a refused bank account: the seller reads why and sends a changed one, verified again; an account changed meanwhile is not verified unseen', async ({
  browser,
}) => {
  const tag = Date.now().toString(36);
  const brand = `Refused Prints ${tag}`;
  const seller = await sellerWithProduct(browser, brand, { name: `Block print ${tag}`, price: 180_000 });
  const page = seller.page;

  // Sent empty, the form says what each field needs.
  await page.goto('/seller/earnings?tab=bank');
  const form = page.getByRole('form', { name: 'Add a bank account' });
  await form.getByRole('button', { name: 'Send for verification' }).click();
  await expect(form).toContainText('Enter the account title as the bank writes it');
  await expect(form).toContainText('Choose the bank');
  await expect(form).toContainText('Enter a Pakistani IBAN');
  await expect(form).toContainText('Enter the CNIC or the NTN of the account holder');
  await expect(form).toContainText('Add a picture of the CNIC or a letter from the bank');

  await fillBankAccount(page, {
    title: 'Zara Prints',
    bank: 'Habib Bank (HBL)',
    iban: 'PK72HABB0012345678901234',
    ntn: '1234567-8',
  });
  await form.getByLabel('Pictures of the CNIC or of a letter from the bank').setInputFiles(await cnicPicture());
  await expect(form.getByRole('img', { name: 'Picture 1' })).toBeVisible();
  await form.getByRole('button', { name: 'Send for verification' }).click();
  await expect(page.getByTestId('bank-account-status')).toHaveText('Waiting for verification');

  // The admin reads the account; meanwhile the seller changes its title.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAsAdmin(adminPage);
  await adminPage.goto('/admin/payouts');
  const row = adminPage.getByTestId('bank-account-row').filter({ hasText: brand });
  await expect(row).toContainText('Zara Prints');
  await expect(row).toContainText('12345678');
  const sent = (await ok(await seller.context.request.get('/api/seller/bank-account'))) as {
    bankAccount: Record<string, unknown> & { documents: string[] };
  };
  await ok(
    await seller.context.request.put('/api/seller/bank-account', {
      data: {
        accountTitle: 'Zara Block Prints',
        bankName: 'Habib Bank (HBL)',
        iban: 'PK72HABB0012345678901234',
        cnic: '',
        ntn: '12345678',
        documents: sent.bankAccount.documents,
      },
    }),
  );
  await row.getByRole('button', { name: 'Verify' }).click();
  await adminPage
    .getByRole('dialog', { name: `Verify the bank account of ${brand}?` })
    .getByRole('button', { name: 'Verify' })
    .click();
  await expect(adminPage.getByRole('alert')).toContainText('The seller changed this bank account meanwhile');
  await expect(row).toContainText('Zara Block Prints');

  // Refused, with the reason (asked for, not sent empty).
  await row.getByRole('button', { name: 'Refuse' }).click();
  const refuse = adminPage.getByRole('dialog', { name: `Refuse the bank account of ${brand}` });
  await refuse.getByRole('button', { name: 'Refuse the account' }).click();
  await expect(refuse).toContainText('Say why');
  await refuse.getByLabel('Why is it refused?').fill('The account title does not match the NTN certificate');
  await refuse.getByRole('button', { name: 'Refuse the account' }).click();
  await expect(adminPage.getByText(`${brand}'s bank account is refused`)).toBeVisible();
  await adminPage.getByRole('link', { name: 'Refused', exact: true }).click();
  await expect(adminPage.getByTestId('bank-account-row').filter({ hasText: brand })).toContainText(
    'Refused: The account title does not match the NTN certificate',
  );
  await adminContext.close();

  // The seller reads why, and sends the account again: it waits for verification anew.
  await page.goto('/seller/earnings');
  await expect(page.getByTestId('bank-account-notice')).toContainText(
    'OnSale refused your bank account: The account title does not match the NTN certificate',
  );
  await page.getByRole('link', { name: 'Change the bank account' }).click();
  await expect(page.getByTestId('bank-account-status')).toHaveText('Refused');
  await expect(page.getByTestId('refusal-reason')).toContainText(
    'The account title does not match the NTN certificate',
  );
  await page.getByRole('button', { name: 'Change bank account' }).click();
  const change = page.getByRole('form', { name: 'Change bank account' });
  await expect(change.getByLabel('Account title', { exact: true })).toHaveValue('Zara Block Prints');
  await expect(change).toContainText('A changed account is verified again');
  await change.getByLabel('Account title', { exact: true }).fill('Zara Textiles (Pvt) Ltd');
  await change.getByRole('button', { name: 'Send for verification' }).click();
  await expect(page.getByTestId('bank-account-status')).toHaveText('Waiting for verification');
  await expect(page.getByTestId('bank-account')).toContainText('Zara Textiles (Pvt) Ltd');
  await expect(page.getByTestId('refusal-reason')).toHaveCount(0);
  await seller.context.close();
});
