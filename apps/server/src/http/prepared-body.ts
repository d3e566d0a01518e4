import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/** Smaller answers go as they are, as @fastify/compress leaves every other small answer. */
export const COMPRESS_THRESHOLD = 1024;

const ENCODINGS = ['br', 'gzip', 'deflate'] as const;
type Encoding = (typeof ENCODINGS)[number];

// Browsers send a handful of distinct Accept-Encoding values: each is read once (bounded, so
// that made-up values cannot grow it).
const negotiated = new LRUCache<string, Encoding | 'identity'>({ max: 100 });

/** The encoding to send for an Accept-Encoding header, read as @fastify/compress reads it (`*` and `x-gzip` mean gzip). */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  let chosen = negotiated.get(header);
  if (chosen === undefined) {
    chosen =
      negotiate<Encoding | 'identity'>(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [
        ...ENCODINGS,
        'identity',
      ]) ?? 'identity';
    negotiated.set(header, chosen);
  }
  return chosen === 'identity' ? undefined : chosen;
}

/**
 * Kept for as long as an answer is, a buffer should hold no more memory than its bytes: zlib
 * answers a small result as a view of its 16 KB output chunk, and a short text's bytes are a view
 * of Node's shared 8 KB pool. Such bytes are copied to a buffer of their own size.
 */
function ownBytes(bytes: Buffer): Buffer {
  if (bytes.buffer.byteLength === bytes.length) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

/**
 * An answer's first compression is cheap: most rendered pages and product answers are sent once
 * and let go (the caches keep only what is asked for again). One sent again is kept, so it is then
 * compressed harder, once, for every later send.
 */
const brotli = (quality: number) => (text: Buffer) =>
  zlib.brotliCompressSync(text, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: text.length,
    },
  });
const quickly: Record<Encoding, (text: Buffer) => Buffer> = {
  br: brotli(1),
  gzip: (text) => zlib.gzipSync(text, { level: 1 }),
  deflate: (text) => zlib.deflateSync(text, { level: 1 }),
};
const thoroughly: Record<Encoding, (text: Buffer) => Buffer> = {
  // A notch above @fastify/compress's quality 4.
  br: brotli(5),
  gzip: (text) => zlib.gzipSync(text),
  deflate: (text) => zlib.deflateSync(text),
};

/** An answer (JSON, or a rendered page's HTML) made once and sent many times: its text, its entity tag and, once a client asks for one, its compressed forms. */
export class PreparedBody {
  // Kept as bytes only: a string would be converted again on every send.
  private readonly bytes: Buffer;
  /** each encoding's bytes, and whether they are the thorough compression yet */
  private readonly encoded: Partial<Record<Encoding, { bytes: Buffer; thorough: boolean }>> = {};
  /** how many times its bytes were asked for: more than once means a cache keeps it */
  private sends = 0;

  constructor(
    text: string,
    readonly etag: string,
  ) {
    this.bytes = ownBytes(Buffer.from(text));
  }

  get text(): string {
    return this.bytes.toString('utf8');
  }

  /** The bytes to send for an Accept-Encoding header, and their encoding (none: the text as it is). */
  forAcceptEncoding(header: string | undefined): { payload: Buffer; encoding?: Encoding } {
    this.sends++;
    const encoding = this.bytes.length < COMPRESS_THRESHOLD ? undefined : acceptedEncoding(header);
    if (!encoding) return { payload: this.bytes };
    const held = this.encoded[encoding];
    if (held?.thorough) return { payload: held.bytes, encoding };
    // The first send is compressed quickly (and kept only as long as this answer is); a second
    // means the answer is kept, and its thorough form serves every send after.
    const bytes = ownBytes((held ? thoroughly : quickly)[encoding](this.bytes));
    this.encoded[encoding] = { bytes, thorough: held !== undefined };
    return { payload: bytes, encoding };
  }

  /** whether it has been sent more than once: kept by a cache, not made for one answer */
  get sentAgain(): boolean {
    return this.sends > 1;
  }

  /** the length of the text in bytes */
  get byteLength(): number {
    return this.bytes.length;
  }

  get compressible(): boolean {
    return this.bytes.length >= COMPRESS_THRESHOLD;
  }
}

/** A prepared answer as a reply sent it, for `kept-answers.ts` to keep for its address. */
export interface PreparedSend {
  body: PreparedBody;
  /** what the route does for each of its answers besides sending it (a search counted) */
  again?: () => void;
}
const sent = new WeakMap<FastifyReply, PreparedSend>();
export const preparedSend = (reply: FastifyReply): PreparedSend | undefined => sent.get(reply);

/**
 * Sends a prepared answer (JSON, or a rendered page's HTML): 304 when the client holds this ETag,
 * else its bytes in the best encoding the client accepts. The route opts out of @fastify/compress
 * (`compress: false`), which would compress the same text again on every request. `again` is what
 * the route did for this answer besides sending it, to be done again for each kept send of it.
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  body: PreparedBody,
  contentType = 'application/json; charset=utf-8',
  again?: () => void,
): FastifyReply {
  reply.header('etag', body.etag);
  if (body.compressible) reply.header('vary', 'accept-encoding');
  const held = request.headers['if-none-match'];
  if (held !== undefined && (held === body.etag || held === `W/${body.etag}`)) return reply.code(304).send();
  const { payload, encoding } = body.forAcceptEncoding(request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  sent.set(reply, { body, again });
  return reply.type(contentType).send(payload);
}
