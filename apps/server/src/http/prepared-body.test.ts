import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PreparedBody } from './prepared-body';

describe('PreparedBody', () => {
  const json = JSON.stringify({
    data: Array.from({ length: 200 }, (_, i) => ({ name: `Lawn kurta ${i}`, price: 4_500 })),
  });

  it('sends the compressed form the client accepts, which decodes to the text', () => {
    const body = new PreparedBody(json, '"e"');
    const { payload, encoding } = body.forAcceptEncoding('gzip, deflate, br');
    expect(encoding).toBe('br');
    expect(zlib.brotliDecompressSync(payload).toString()).toBe(json);
    expect(body.forAcceptEncoding(undefined)).toEqual({ payload: Buffer.from(json) });
  });

  it('keeps no more memory than its bytes: no view of a larger zlib chunk or of the shared pool', () => {
    const small = new PreparedBody('{"data":[]}', '"s"');
    const body = new PreparedBody(json, '"e"');
    for (const header of ['gzip', 'br', 'deflate']) {
      const { payload } = body.forAcceptEncoding(header);
      expect(payload.length).toBeLessThan(16 * 1024);
      expect(payload.buffer.byteLength).toBe(payload.length);
    }
    const { payload } = small.forAcceptEncoding(undefined);
    expect(payload.buffer.byteLength).toBe(payload.length);
  });

  it('compresses quickly for its first send, and harder once it is sent again, then keeps that form', () => {
    const text = JSON.stringify({
      data: Array.from({ length: 400 }, (_, i) => ({ name: `Khaadi lawn kurta ${i % 37}`, price: 4_500 + (i % 11) })),
    });
    for (const header of ['br', 'gzip', 'deflate']) {
      const body = new PreparedBody(text, '"e"');
      const decode = (payload: Buffer) =>
        (header === 'br'
          ? zlib.brotliDecompressSync(payload)
          : header === 'gzip'
            ? zlib.gunzipSync(payload)
            : zlib.inflateSync(payload)
        ).toString();
      const first = body.forAcceptEncoding(header).payload;
      const second = body.forAcceptEncoding(header).payload;
      const third = body.forAcceptEncoding(header).payload;
      expect(decode(first)).toBe(text);
      expect(decode(second)).toBe(text);
      expect(second.length).toBeLessThan(first.length);
      expect(third).toBe(second);
    }
  });
});
