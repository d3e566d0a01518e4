import { describe, expect, it } from 'vitest';
import { colorImagesMap, colorImagesOf, colorPictureIn, keptColorImages, pictureOf } from './color-images';

describe("a colour's picture", () => {
  it('is kept only for a colour the product offers, once', () => {
    const { map, problems } = colorImagesMap(
      ['Navy', 'Beige'],
      [
        { color: 'Beige', image: '/b.webp' },
        { color: 'Red', image: '/r.webp' },
        { color: 'Beige', image: '/b2.webp' },
      ],
    );
    expect(map).toEqual({ Beige: '/b.webp' });
    expect([...problems]).toEqual([
      [1, "Red is not one of this product's colours"],
      [2, 'This colour has a picture already'],
    ]);
  });

  it("is listed in the product's colour order, and goes with a colour no longer offered", () => {
    const map = { Beige: '/b.webp', Navy: '/n.webp', Red: '/r.webp' };
    expect(colorImagesOf(['Navy', 'Beige'], map)).toEqual([
      { color: 'Navy', image: '/n.webp' },
      { color: 'Beige', image: '/b.webp' },
    ]);
    expect(keptColorImages(['Beige'], map)).toEqual({ Beige: '/b.webp' });
  });

  it("is a line's picture where its colour has one, the product's otherwise", () => {
    const product = { image: '/navy.webp', colorImages: { Beige: '/beige.webp' } };
    expect(pictureOf(product, 'Beige')).toBe('/beige.webp');
    expect(pictureOf(product, 'Navy')).toBe('/navy.webp');
    expect(pictureOf(product, '')).toBe('/navy.webp');
    expect(pictureOf(product, 'constructor')).toBe('/navy.webp');
    expect(colorPictureIn([{ color: 'Beige', image: '/beige.webp' }], 'Beige')).toBe('/beige.webp');
    expect(colorPictureIn([{ color: 'Beige', image: '/beige.webp' }], null)).toBeUndefined();
  });
});
