import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { slugify } from '@onsale/core/slug';
import sharp from 'sharp';
import type { Executor } from '../../src/db/client';
import { brands, orderItems, orders, sellerOrders, sellerProfiles, sessions, type users } from '../../src/db/schema';
import { hashToken, SESSION_COOKIE, SESSION_TTL_MS } from '../../src/modules/accounts/session.service';
import { createUser } from '../support/accounts';

let sequence = 0;
const next = () => ++sequence;

type SellerStatus = (typeof sellerProfiles.$inferInsert)['status'];

/** A signed-in session for the user, as the login endpoint would start it: the Cookie header to send. */
export async function sessionCookie(db: Executor, userId: string): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ id: hashToken(token), userId, expiresAt: new Date(Date.now() + SESSION_TTL_MS) });
  return `${SESSION_COOKIE}=${token}`;
}

/** A seller as registration leaves one: account, seller profile and the seller's own brand row. */
export async function createSellerWithBrand(db: Executor, status: SellerStatus = 'approved', overrides: { brandName?: string; commissionRateBp?: number; user?: Partial<typeof users.$inferInsert> } = {}) {
  const n = next();
  const user = await createUser(db, overrides.user);
  const brandName = overrides.brandName ?? `Seller Brand ${n} ${crypto.randomBytes(2).toString('hex')}`;
  await db.insert(sellerProfiles).values({
    userId: user.id,
    brandName,
    businessDescription: 'Hand-made clothes',
    storeCategory: 'Clothing & Apparel',
    status,
    ...(overrides.commissionRateBp != null ? { commissionRateBp: overrides.commissionRateBp } : {}),
  });
  const [brand] = await db.insert(brands).values({ slug: slugify(brandName), name: brandName, websiteValue: slugify(brandName), sellerId: user.id }).returning();
  return { user, brand: brand!, cookie: await sessionCookie(db, user.id) };
}

export interface OrderLine {
  productId: string | null;
  name: string;
  price: number;
  quantity: number;
  size?: string;
}

/** One buyer order holding a seller order for `sellerId` (as checkout writes it), and optionally another seller's part. */
export async function createSellerOrder(
  db: Executor,
  buyer: { id: string; email: string },
  sellerId: string,
  lines: OrderLine[],
  options: { status?: (typeof sellerOrders.$inferInsert)['status']; commissionRateBp?: number; discount?: number; createdAt?: Date; deliveredAt?: Date; customerName?: string } = {},
) {
  const n = next();
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const shipping = lines.length * 25_000;
  const discount = options.discount ?? 0;
  const [order] = await db
    .insert(orders)
    .values({
      number: `OS-2026-${String(900_000 + n)}-${crypto.randomBytes(2).toString('hex')}`,
      buyerId: buyer.id,
      placedSignedIn: true,
      customerName: options.customerName ?? 'Ayesha Khan',
      customerEmail: buyer.email,
      customerPhone: '03001234567',
      address: '12 Mall Road',
      city: 'Lahore',
      state: 'Punjab',
      zip: '54000',
      landmark: 'Near the clock tower',
      subtotal,
      shipping,
      discount,
      total: subtotal - discount + shipping,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning();
  const status = options.status ?? 'pending';
  const [sellerOrder] = await db
    .insert(sellerOrders)
    .values({
      orderId: order!.id,
      sellerId,
      subtotal,
      shipping,
      discount,
      commissionRateBp: options.commissionRateBp ?? 1000,
      status,
      deliveredAt: status === 'delivered' ? (options.deliveredAt ?? new Date()) : null,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning();
  for (const line of lines) {
    await db.insert(orderItems).values({
      orderId: order!.id,
      sellerOrderId: sellerOrder!.id,
      productId: line.productId,
      sellerId,
      name: line.name,
      brandName: 'Test Brand',
      price: line.price,
      quantity: line.quantity,
      size: line.size ?? 'M',
      total: line.price * line.quantity,
    });
  }
  return { order: order!, sellerOrder: sellerOrder! };
}

// ─── Upload payloads ────────────────────────────────────────────────────────

/** A real PNG photo of one colour. */
export function pngImage(width = 120, height = 90, background = { r: 180, g: 30, b: 60 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
}

/** A multipart/form-data body with one file, as a browser's form sends it. */
export function multipartFile(bytes: Buffer, filename: string, contentType: string, field = 'image') {
  const boundary = `----onsale${crypto.randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A decompression bomb: a valid one-bit PNG of 20 000 × 20 000 pixels (400 megapixels, over a
 * gigabyte once decoded to RGB) that is only a few tens of kilobytes on the wire.
 */
export function decompressionBombPng(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const row = Buffer.alloc(1 + Math.ceil(side / 8)); // filter byte + zero pixels
  const deflate = zlib.deflateSync(Buffer.concat(Array.from({ length: side }, () => row)), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', deflate), pngChunk('IEND', Buffer.alloc(0))]);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script><rect width="100" height="100" fill="red"/></svg>',
);
