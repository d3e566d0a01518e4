import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFormSmsSender, createSmsSender, SmsNotSentError } from './sms-sender';

interface Received {
  method: string;
  path: string;
  contentType: string;
  authorization: string | undefined;
  form: Record<string, string>;
}

/** A gateway on this machine: records what it receives and answers as told. */
let gateway: http.Server;
let baseUrl: string;
const received: Received[] = [];
let answer = { status: 200, body: '{"status":"queued"}' };

beforeAll(async () => {
  gateway = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        contentType: request.headers['content-type'] ?? '',
        authorization: request.headers.authorization,
        form: Object.fromEntries(new URLSearchParams(body)),
      });
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

beforeEach(() => {
  received.length = 0;
  answer = { status: 200, body: '{"status":"queued"}' };
});

describe('the form SMS gateway', () => {
  it("posts the URL's own fields with the phone and the text as a form", async () => {
    await createFormSmsSender(`${baseUrl}/api/send?api_key=k3y&from=OnSale`).send({
      to: '+923001234567',
      text: 'Your OnSale code is 123456',
    });
    expect(received).toEqual([
      {
        method: 'POST',
        path: '/api/send',
        contentType: 'application/x-www-form-urlencoded',
        authorization: undefined,
        form: { api_key: 'k3y', from: 'OnSale', to: '+923001234567', text: 'Your OnSale code is 123456' },
      },
    ]);
  });

  it('sends a user and password in the URL as basic authentication, not as fields', async () => {
    const url = new URL(`${baseUrl}/2010-04-01/Messages`);
    url.username = 'AC12';
    url.password = 's3cret/+';
    await createFormSmsSender(url.href).send({ to: '+923001234567', text: 'Hi' });
    expect(received[0]!.authorization).toBe(`Basic ${Buffer.from('AC12:s3cret/+').toString('base64')}`);
    expect(received[0]!.form).toEqual({ to: '+923001234567', text: 'Hi' });
  });

  it("fails with the gateway's answer when it refuses the message", async () => {
    answer = { status: 401, body: 'bad key' };
    const sending = createFormSmsSender(`${baseUrl}/send`).send({ to: '+923001234567', text: 'Hi' });
    await expect(sending).rejects.toBeInstanceOf(SmsNotSentError);
    await expect(sending).rejects.toThrow('the gateway answered 401 bad key');
  });

  it('fails when nothing answers at the address', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(
      createFormSmsSender(`http://127.0.0.1:${port}/send`).send({ to: '+923001234567', text: 'Hi' }),
    ).rejects.toBeInstanceOf(SmsNotSentError);
  });

  it('is not there without SMS_URL', () => {
    expect(createSmsSender(undefined)).toBeNull();
    expect(createSmsSender(`${baseUrl}/send`)).not.toBeNull();
  });
});
