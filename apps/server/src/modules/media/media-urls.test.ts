import { describe, expect, it } from 'vitest';
import { createMediaUrls, rewriteStrings } from './media-urls';

describe('public media addresses', () => {
  const cdn = createMediaUrls('https://cdn.example.pk/shop');

  it('points /media/ paths at the public address, and back', () => {
    expect(cdn.publicUrl('/media/uploads/0123456789abcdef0123456789abcdef.webp')).toBe(
      'https://cdn.example.pk/shop/uploads/0123456789abcdef0123456789abcdef.webp',
    );
    expect(cdn.publicUrl('https://images.example.com/media/x.webp')).toBe('https://images.example.com/media/x.webp');
    expect(cdn.publicUrl('')).toBe('');
    expect(cdn.storedUrl('https://cdn.example.pk/shop/demo/banners/banner-1.webp')).toBe(
      '/media/demo/banners/banner-1.webp',
    );
    expect(cdn.storedUrl('https://cdn.example.pk/shopping/x.webp')).toBe('https://cdn.example.pk/shopping/x.webp');
    expect(cdn.storedUrl('/media/demo/x.webp')).toBe('/media/demo/x.webp');
  });

  it('rewrites string values that are /media/ paths in serialized JSON, and no other text', () => {
    const answer = {
      data: {
        image: '/media/demo/products/men-1.webp',
        gallery: ['/media/uploads/a.webp', 'https://elsewhere.pk/media/b.webp'],
        description: 'Seen at "/media/ day" and /media/uploads/c.webp',
        longDescription: '<img src="/media/uploads/d.webp">',
      },
    };
    expect(JSON.parse(cdn.publicJson(JSON.stringify(answer)))).toEqual({
      data: {
        image: 'https://cdn.example.pk/shop/demo/products/men-1.webp',
        gallery: ['https://cdn.example.pk/shop/uploads/a.webp', 'https://elsewhere.pk/media/b.webp'],
        description: 'Seen at "/media/ day" and /media/uploads/c.webp',
        longDescription: '<img src="/media/uploads/d.webp">',
      },
    });
  });

  it('changes nothing when no public address is set', () => {
    const none = createMediaUrls(undefined);
    expect(none.rewrites).toBe(false);
    const json = JSON.stringify({ image: '/media/a.webp' });
    expect(none.publicJson(json)).toBe(json);
    expect(none.publicUrl('/media/a.webp')).toBe('/media/a.webp');
  });

  it('turns public addresses in a form body back into /media/ paths, however deep', () => {
    const body = {
      image: 'https://cdn.example.pk/shop/uploads/a.webp',
      gallery: ['https://cdn.example.pk/shop/uploads/b.webp'],
      stock: 3,
      nested: { logo: 'https://cdn.example.pk/shop/uploads/c.webp' },
    };
    rewriteStrings(body, cdn.storedUrl);
    expect(body).toEqual({
      image: '/media/uploads/a.webp',
      gallery: ['/media/uploads/b.webp'],
      stock: 3,
      nested: { logo: '/media/uploads/c.webp' },
    });
  });
});
