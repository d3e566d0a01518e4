import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { createMailTransport } from '../../src/modules/mail/transport';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

async function sentFrom(mailFrom: string | undefined, publicUrl: string): Promise<string> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'onsale-mail-from-'));
  dirs.push(dataDir);
  const transport = createMailTransport({ smtpUrl: undefined, dataDir, publicUrl, mailFrom });
  await transport.send({ to: 'buyer@example.pk', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' });
  transport.close();
  const [file] = await fs.readdir(path.join(dataDir, 'mail'));
  const eml = await fs.readFile(path.join(dataDir, 'mail', file!), 'utf8');
  return /^From: (.*)$/m.exec(eml)?.[1] ?? '';
}

describe('MAIL_FROM', () => {
  it('defaults to OnSale at no-reply on the host of PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.pk' }).mailFrom).toBe('OnSale <no-reply@shop.example.pk>');
    expect(loadConfig({ PORT: '3456' }).mailFrom).toBe('OnSale <no-reply@localhost>');
  });

  it('takes a plain address or a name and an address', () => {
    expect(loadConfig({ MAIL_FROM: 'orders@onsale.pk' }).mailFrom).toBe('orders@onsale.pk');
    expect(loadConfig({ MAIL_FROM: 'OnSale Orders <orders@onsale.pk>' }).mailFrom).toBe(
      'OnSale Orders <orders@onsale.pk>',
    );
  });

  it('stops the start with a line naming the variable when it is not an address', () => {
    for (const bad of ['onsale', 'OnSale <orders>', 'a@b\r\nBcc: x@y']) {
      expect(() => loadConfig({ MAIL_FROM: bad }), bad).toThrow(ConfigError);
      expect(() => loadConfig({ MAIL_FROM: bad }), bad).toThrow(/MAIL_FROM/);
    }
  });

  it('is the sender of every e-mail written', async () => {
    expect(await sentFrom('OnSale Orders <orders@onsale.pk>', 'http://127.0.0.1:3000')).toBe(
      'OnSale Orders <orders@onsale.pk>',
    );
    expect(
      await sentFrom(loadConfig({ PUBLIC_URL: 'https://shop.example.pk' }).mailFrom, 'https://shop.example.pk'),
    ).toBe('OnSale <no-reply@shop.example.pk>');
  });
});
