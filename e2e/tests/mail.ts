import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** Quoted-printable as nodemailer writes long lines: soft line breaks and =XX bytes. */
const unfold = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The e-mails the shop has written so far (no SMTP server in the journeys: .eml files under DATA_DIR/mail). */
function mails(): string[] {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => unfold(fs.readFileSync(path.join(dir, name), 'utf8')));
}

/**
 * The path and query of a link to `page` in the first e-mail that mentions `about`, once the mail
 * worker has sent it (it looks every few seconds): what only the owner of the address can open.
 */
export async function linkFromMail(about: string, page: string): Promise<string> {
  // The whole query of the text part's link (`token=…&order=…`); the HTML part's `&amp;` ends a match there.
  const pattern = new RegExp(`https?://[^/\\s]+(/${page}\\?token=[\\w%&=-]+)`);
  let link: string | undefined;
  await expect
    .poll(
      () => {
        link = mails()
          .filter((mail) => mail.includes(about))
          .map((mail) => pattern.exec(mail)?.[1])
          .find(Boolean);
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

/** The first e-mail to `to` that mentions `about`, once the mail worker has sent it. */
export async function mailTo(to: string, about: string, timeout = 30_000): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        found = mails().find((mail) => mail.includes(to) && mail.includes(about));
        return Boolean(found);
      },
      { timeout },
    )
    .toBe(true);
  return found!;
}
