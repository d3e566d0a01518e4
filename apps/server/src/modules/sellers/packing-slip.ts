import type { SellerOrderDetail } from '@onsale/core/contracts/seller';
import { formatRupees } from '@onsale/core/money';
import { parcelCashText } from '@onsale/core/part-payment';
import { formatShopTime } from '@onsale/core/time';
import PDFDocument from 'pdfkit';

/**
 * A seller's packing slip for one part of an order, on A5: who it goes to, what goes in the
 * parcel, and the cash the rider collects, in the words of the order pages. Made with pdfkit and
 * its built-in Helvetica (decision 0058), so nothing is read from disk. Text streams are left
 * uncompressed: a slip is a page of text, and its words stay searchable.
 */
export function packingSlipPdf(order: SellerOrderDetail): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A5',
    margin: 36,
    compress: false,
    info: { Title: `Packing slip ${order.orderNumber}`, Author: 'OnSale' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const brand = order.items[0]?.brandName ?? '';
  doc.font('Helvetica-Bold').fontSize(16).text('OnSale packing slip');
  doc.font('Helvetica').fontSize(10).fillColor('#555555').text(brand);
  doc.moveDown(0.5).fillColor('#000000');
  doc.font('Helvetica-Bold').fontSize(13).text(`Order ${order.orderNumber}`);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Placed ${formatShopTime(order.createdAt, 'date-time')}`);
  if (order.shipment)
    doc.text(`Courier: ${order.shipment.courierName}, tracking number ${order.shipment.trackingNumber}`);

  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(11).text('Deliver to');
  doc.font('Helvetica').fontSize(10);
  for (const line of [
    order.customerName,
    order.address,
    `${order.city}, ${order.state} ${order.zip}`.trim(),
    order.landmark && `Landmark: ${order.landmark}`,
    `Phone: ${order.customerPhone}`,
    order.deliveryInstructions && `Instructions: ${order.deliveryInstructions}`,
  ])
    if (line) doc.text(line);

  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(11).text('In this parcel');
  doc.font('Helvetica').fontSize(10);
  for (const item of order.items) {
    const options = [item.size && `Size ${item.size}`, item.color && `Colour ${item.color}`].filter(Boolean).join(', ');
    doc.text(`${item.quantity} x ${item.name}${options ? ` (${options})` : ''}`);
  }

  doc.moveDown();
  // What the rider collects at the door; a part paid or never charged says so instead.
  const cash =
    order.paymentStatus === 'pending'
      ? `Cash to collect: ${formatRupees(order.total)}`
      : (parcelCashText({ cash: order.total, paymentStatus: order.paymentStatus }) ?? 'Nothing to collect');
  doc.font('Helvetica-Bold').fontSize(13).text(cash);
  doc.end();
  return done;
}
