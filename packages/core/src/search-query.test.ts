import { describe, expect, it } from 'vitest';
import { mayNameASize, planSearch, requiredWords, searchWords, synonymGroupOf } from './search-query';

describe('search words', () => {
  it('reads lower-case letters and digits, in order, whatever the punctuation and accents', () => {
    expect(searchWords('Khaadi  Lawn-Suit, 3-Piece!')).toEqual(['khaadi', 'lawn', 'suit', '3', 'piece']);
    expect(searchWords("Women's Café")).toEqual(['womens', 'cafe']);
  });

  it('requires no stop word and no single letter, but a lone digit still counts', () => {
    expect(requiredWords('shirts for men')).toEqual(['shirts', 'men']);
    expect(requiredWords('a B the kurta 2 piece')).toEqual(['kurta', '2', 'piece']);
    expect(requiredWords('the of and')).toEqual([]);
  });
});

describe('words that may name a size', () => {
  it('are letter sizes and numbers of one or two digits', () => {
    for (const word of ['xs', 'xl', 'xxl', 'xxxl', '3xl', 'm', '8', '42']) expect(mayNameASize(word)).toBe(true);
    for (const word of ['kurta', 'lawn', 'silk', '2024', 'x', 'xyz', 'small']) expect(mayNameASize(word)).toBe(false);
  });
});

describe('synonym groups', () => {
  it('takes an admin’s comma-separated list as phrases of words, without repeats', () => {
    expect(synonymGroupOf('Shalwar Kameez, kurta shalwar , shalwar kameez')).toEqual([
      ['shalwar', 'kameez'],
      ['kurta', 'shalwar'],
    ]);
  });

  it('is no group with fewer than two phrases', () => {
    expect(synonymGroupOf('joggers')).toBeNull();
    expect(synonymGroupOf('joggers, , the')).toBeNull();
  });
});

describe('a search plan', () => {
  const groups = [synonymGroupOf('shalwar kameez, kurta shalwar')!, synonymGroupOf('sneakers, trainers')!];

  it('makes each required word a slot of its own', () => {
    expect(planSearch('Khaadi lawn')).toEqual({ slots: [[['khaadi']], [['lawn']]], words: ['khaadi', 'lawn'] });
  });

  it('turns a phrase of a synonym group into one slot any phrase of the group matches', () => {
    expect(planSearch('red shalwar kameez', groups).slots).toEqual([
      [['red']],
      [
        ['shalwar', 'kameez'],
        ['kurta', 'shalwar'],
      ],
    ]);
    expect(planSearch('white trainers', groups).slots).toEqual([[['white']], [['sneakers'], ['trainers']]]);
  });

  it('takes the longest phrase that starts at a word', () => {
    const withShorter = [...groups, synonymGroupOf('shalwar, salwar')!];
    expect(planSearch('shalwar kameez', withShorter).slots).toEqual([groups[0]]);
    expect(planSearch('kameez shalwar', withShorter).slots).toEqual([[['kameez']], withShorter[2]]);
  });

  it('looks for the stop words of a query that has nothing else', () => {
    expect(planSearch('The of')).toEqual({ slots: [[['the']], [['of']]], words: ['the', 'of'] });
    expect(planSearch('!!!')).toEqual({ slots: [], words: [] });
  });
});
