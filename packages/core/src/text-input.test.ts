import { describe, expect, it } from 'vitest';
import { findRefusedText, replaceRefusedText, TEXT_NOT_ALLOWED, TEXT_ONE_LINE, textProblem } from './text-input';

describe('text a field may hold', () => {
  it.each([
    ['Urdu', 'محمد علی، گلبرگ لاہور'],
    ['emoji, a pair of surrogates each', 'Lovely lawn 😍👗🇵🇰'],
    ['accented names', 'Zoë Renée Müller-Öztürk'],
    ['Chinese and Devanagari', '丝绸 रेशम'],
    ['quotes and HTML as typed', `"Best" <b>kurta</b> & 'dupatta'`],
    ['an empty field', ''],
  ])('accepts %s on one line and on many', (_, text) => {
    expect(textProblem(text, 'one')).toBeNull();
    expect(textProblem(text, 'many')).toBeNull();
  });

  it('accepts tabs and line breaks where a field has many lines, and refuses line breaks on one', () => {
    const description = 'Three-piece lawn suit.\r\nFabric:\tcotton\nWash cold.';
    expect(textProblem(description, 'many')).toBeNull();
    expect(textProblem(description, 'one')).toBe(TEXT_ONE_LINE);
    expect(textProblem('Ayesha\tKhan', 'one')).toBeNull();
  });

  it.each([
    ['NUL', 'Ali\u0000'],
    ['a bell', 'Ali\u0007Raza'],
    ['an escape', '\u001b[31mred'],
    ['a form feed', 'page\u000cbreak'],
    ['DEL', 'x\u007f'],
    ['a lone high surrogate', 'Ali\ud800'],
    ['a lone low surrogate', '\udc00Ali'],
    ['a pair in the wrong order', '\ude0d\ud83d'],
  ])('refuses %s everywhere', (_, text) => {
    expect(textProblem(text, 'many')).toBe(TEXT_NOT_ALLOWED);
    expect(textProblem(text, 'one')).toBe(TEXT_NOT_ALLOWED);
  });
});

describe('findRefusedText', () => {
  it('finds nothing in a clean body, Urdu and emoji included', () => {
    expect(
      findRefusedText({ name: 'علی', items: [{ size: 'M', note: '👍' }], count: 2, gift: null, coupon: undefined }),
    ).toBeNull();
    expect(findRefusedText('plain')).toBeNull();
    expect(findRefusedText(42)).toBeNull();
    expect(findRefusedText(undefined)).toBeNull();
    expect(findRefusedText(new Uint8Array([0, 0, 0]))).toBeNull();
  });

  it('names the path of the refused value, in objects and lists', () => {
    expect(findRefusedText({ name: 'ok', address: 'Street\u00001' })).toEqual(['address']);
    expect(findRefusedText({ items: [{ size: 'M' }, { size: 'L', color: 'Red\ud800' }] })).toEqual([
      'items',
      1,
      'color',
    ]);
    expect(findRefusedText(['a', 'b\u0000'])).toEqual([1]);
    expect(findRefusedText('\u0000')).toEqual([]);
  });

  it('refuses a key holding NUL, naming the object that holds it', () => {
    expect(findRefusedText({ candidate: { 'na\u0000me': 'x' } })).toEqual(['candidate']);
  });

  it('walks a deeply nested body without exhausting the stack', () => {
    let body: unknown = 'bottom\u0000';
    for (let depth = 0; depth < 200_000; depth++) body = [body];
    expect(findRefusedText(body)).toHaveLength(200_000);
  });
});

describe('replaceRefusedText', () => {
  it('keeps good text and marks what cannot be stored', () => {
    expect(replaceRefusedText('kurta 😍.png')).toBe('kurta 😍.png');
    expect(replaceRefusedText('a\u0000b\ud800.png')).toBe('a\ufffdb\ufffd.png');
    // A name cut in the middle of an emoji leaves half a pair: it is marked, not stored broken.
    expect(replaceRefusedText('😍'.slice(0, 1))).toBe('\ufffd');
  });
});
