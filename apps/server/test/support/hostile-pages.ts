/**
 * Product pages built to stall a parser, as reported from production: each was measured to hold the
 * node's only thread for many seconds before page reading was bounded and moved to a worker.
 */

/** 100,000 `<div>` never closed (about 488 KB): the parser's open-element stack grows with each. */
export function unclosedDivsPage(): string {
  return `<!doctype html><html><head><title>Lawn Kurta</title>
<meta property="og:title" content="Lawn Kurta"><meta property="product:price:amount" content="2500">
</head><body>${'<div>'.repeat(100_000)}</body></html>`;
}

/** 30,000 `og:image` meta tags (about 1.9 MB, under the 2 MB a fetched page may have). */
export function manyImagesPage(): string {
  const images = Array.from(
    { length: 30_000 },
    (_, i) => `<meta property="og:image" content="https://cdn.pk/p/${String(i).padStart(5, '0')}.jpg">\n`,
  );
  return `<!doctype html><html><head><title>Lawn Kurta</title>
<meta property="og:title" content="Lawn Kurta"><meta property="product:price:amount" content="2500">
${images.join('')}</head><body></body></html>`;
}

/** An ordinary Open Graph product page. */
export const productPage = `<!doctype html><html><head><title>Leather Khussa</title>
<meta property="og:title" content="Leather Khussa">
<meta property="og:image" content="https://cdn.example.pk/khussa.jpg">
<meta property="product:brand" content="Alkaram">
<meta property="product:price:amount" content="3500">
<meta property="product:sale_price:amount" content="2100">
</head><body><div>Khussa</div></body></html>`;
