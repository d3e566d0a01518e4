import type { Statement } from '@onsale/core/contracts/finance';
import { LEDGER_KIND_LABELS } from '@onsale/core/finance';
import { formatRupees } from '@onsale/core/money';
import { formatShopTime } from '@onsale/core/time';
import PDFDocument from 'pdfkit';

/** What a statement's line says it is: its order or return, or its note. */
export function ledgerLineSubject(line: Statement['lines'][number]): string {
  if (line.kind === 'return') return `${line.returnNumber ?? ''} (order ${line.orderNumber ?? ''})`.trim();
  if (line.kind === 'sale') return line.orderNumber ?? '';
  return line.note;
}

/**
 * A seller's weekly statement on A4, made with pdfkit and its built-in Helvetica as the packing
 * slip is (decision 0058): the opening balance, each line that became payable in the week, the
 * closing balance and what a payout run pays of it.
 */
export function statementPdf(statement: Statement): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    compress: false,
    info: { Title: `OnSale statement ${statement.week} to ${statement.weekEnd}`, Author: 'OnSale' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(16).text('OnSale seller statement');
  doc.font('Helvetica').fontSize(10).fillColor('#555555').text(statement.brandName);
  doc.text(`Week of ${statement.week} to ${statement.weekEnd} (Pakistan time)`);
  doc.moveDown().fillColor('#000000');

  const columns = [
    { label: 'Date', x: 40, width: 70 },
    { label: 'Line', x: 110, width: 60 },
    { label: 'Order or note', x: 170, width: 155 },
    { label: 'Items', x: 325, width: 55, amount: true },
    { label: 'Shipping', x: 380, width: 50, amount: true },
    { label: 'Commission', x: 430, width: 60, amount: true },
    { label: 'Amount', x: 490, width: 65, amount: true },
  ];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    let bottom = y;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      doc.text(cell, column.x, y, { width: column.width - 4, align: column.amount ? 'right' : 'left' });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = 40;
    doc.y = bottom + 3;
  };
  const summary = (label: string, amount: number) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(`${label}: ${formatRupees(amount)}`, 40);
  };

  summary('Opening balance', statement.opening);
  doc.moveDown(0.5);
  row(
    columns.map((column) => column.label),
    true,
  );
  for (const line of statement.lines)
    row([
      formatShopTime(line.payableAt, 'date'),
      LEDGER_KIND_LABELS[line.kind],
      ledgerLineSubject(line),
      line.gross ? formatRupees(line.gross) : '',
      line.shipping ? formatRupees(line.shipping) : '',
      line.commission ? formatRupees(-line.commission) : '',
      formatRupees(line.net),
    ]);
  if (statement.lines.length === 0) doc.font('Helvetica').fontSize(9).text('No lines this week.', 40);
  doc.moveDown(0.5);
  summary('Earned this week', statement.earned);
  summary('Paid out this week', statement.paidOut);
  summary('Closing balance', statement.closing);
  summary('To be paid', statement.toPay);
  if (statement.closing < 0)
    doc.font('Helvetica').fontSize(9).text('The balance is negative: it is carried into the next statement.', 40);
  doc.end();
  return done;
}
