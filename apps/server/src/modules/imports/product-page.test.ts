import { describe, expect, it } from 'vitest';
import { plainText, scanHtml } from './html-scan';
import { NO_PRODUCT_FOUND, readProductPage } from './product-page';

const PAGE_URL = 'https://shop.example.pk/p/1';

describe('product page reading', () => {
  it('keeps a > inside a quoted meta content instead of refusing the page', () => {
    const html = `<html><head>
      <meta property="og:title" content="Shirt > Kurta">
      <meta name="description" content='Kurta <b>lawn</b> > cotton'>
      <meta property="product:price:amount" content="2500">
    </head><body></body></html>`;
    const { candidate } = readProductPage(html, PAGE_URL);
    expect(candidate.name).toBe('Shirt > Kurta');
    expect(candidate.description).toBe('Kurta <b>lawn</b> > cotton');
    expect(candidate.price).toBe(250_000);
  });

  it('decodes every HTML entity, named or numbered, in attributes, the title and JSON-LD text', () => {
    const html = `<title>Caf&eacute; &frac12; price &NotEqualTilde; &#x1F455;</title>
      <meta property="og:title" content="Gul Ahmed&rsquo;s Lawn &ndash; &Aacute;&ccedil;&eacute; &hearts; &#8377; &#x2022; &amp;">
      <meta property="og:image" content="https://cdn.example.pk/a.jpg?w=400&amp;h=600">
      <script type="application/ld+json">{"@type":"Product","name":"Kurta &amp; Shalwar &mdash; &zwj;&euro;","offers":{"price":"1,200"}}</script>`;
    const page = scanHtml(html);
    expect(page.title).toBe('Café ½ price ≂̸ 👕');
    expect(page.meta.get('og:title')).toEqual(['Gul Ahmed’s Lawn – Áçé ♥ ₹ • &']);
    expect(page.meta.get('og:image')).toEqual(['https://cdn.example.pk/a.jpg?w=400&h=600']);
    const { candidate } = readProductPage(html, PAGE_URL);
    expect(candidate.name).toBe('Kurta & Shalwar — \u200d€');
    expect(candidate.images).toEqual(['https://cdn.example.pk/a.jpg?w=400&h=600']);
    // An ampersand that starts no entity stays as it is.
    expect(plainText('Salt & Pepper &unknown; &#xZZ;')).toBe('Salt & Pepper &unknown; &#xZZ;');
  });

  it('reads only real tags: nothing inside comments, scripts or styles, JSON-LD however wrapped', () => {
    const html = `<!-- <meta property="og:title" content="Commented out"> -->
      <script>document.write('<meta property="og:title" content="Written by a script">')</script>
      <style>meta::after { content: '<meta property="og:title" content="Styled">' }</style>
      <SCRIPT TYPE=" Application/LD+JSON "><!--
        {"@type":"Product","name":"Wrapped","offers":{"price":900}}
      --></SCRIPT>
      <script type="application/ld+json">//<![CDATA[
        {"@type":"Product","name":"Second"}
      //]]></script>
      <link rel="alternate canonical" href="https://shop.example.pk/canonical">
      <meta property=og:title content=Unquoted>`;
    const page = scanHtml(html);
    expect(page.meta.get('og:title')).toEqual(['Unquoted']);
    expect(page.jsonLd).toEqual([
      { '@type': 'Product', name: 'Wrapped', offers: { price: 900 } },
      { '@type': 'Product', name: 'Second' },
    ]);
    expect(page.canonical).toBe('https://shop.example.pk/canonical');
    expect(readProductPage(html, PAGE_URL).candidate).toMatchObject({ name: 'Wrapped', price: 90_000 });
  });

  it('reads malformed pages without throwing and refuses those without a product', () => {
    const truncated =
      '<html><head><meta property="og:title" content="Lawn"><meta property="og:price:amount" content="1500"><title>Lawn | Sh';
    expect(readProductPage(truncated, PAGE_URL).candidate).toMatchObject({ name: 'Lawn', price: 150_000 });
    expect(scanHtml(truncated).title).toBe('Lawn | Sh');

    const badJson =
      '<script type="application/ld+json">{"@type": "Product", "name": </script><meta property="og:title" content="Shawl"><meta property="product:price:amount" content="800">';
    const read = readProductPage(badJson, PAGE_URL);
    expect(read.candidate).toMatchObject({ name: 'Shawl', price: 80_000 });
    expect(read.warnings).toContain('Some structured data (JSON-LD) on the page is not valid JSON and was skipped');

    for (const junk of [
      '',
      '<',
      '<<<>>>',
      '<meta content="never closed',
      '</div></html><p><p><meta',
      '\u0000<title>\u0000',
      '<![CDATA[ <meta ]]>',
      '<a href=">'.repeat(500),
    ]) {
      expect(() => scanHtml(junk), junk).not.toThrow();
      expect(() => readProductPage(junk, PAGE_URL), junk).toThrow(NO_PRODUCT_FOUND);
    }
  });

  it('gives plain text: tags and hidden elements dropped, whitespace collapsed', () => {
    expect(plainText('<p>Three-piece <b>lawn</b>\n suit</p><script>alert(1)</script><style>p{}</style>')).toBe(
      'Three-piece lawn suit',
    );
    expect(plainText('Sizes 5 < 6 > 4')).toBe('Sizes 5 < 6 > 4');
    expect(plainText('  plain   text ')).toBe('plain text');
  });
});
