/** The words of a PDF's text lines: pdfkit writes each line as hex glyph strings in a TJ array. */
export function pdfLines(pdf: Buffer): string[] {
  return [...pdf.toString('latin1').matchAll(/\[([^\]]*)\] TJ/g)].map(([, array]) =>
    [...array!.matchAll(/<([0-9a-f]*)>/g)].map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1')).join(''),
  );
}
