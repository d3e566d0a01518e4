import { PRODUCT_SORT_LABELS, PRODUCT_SORTS } from './product-sorts';

/**
 * What a shopper's search asks for: its words, the shop's synonyms applied (spec: Search; decision 0045).
 * The server turns the plan into SQL (every slot must match); the words are what it looks for.
 */

/** The longest search the shop takes, in characters. */
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_TOO_LONG = 'Please use a shorter search';
/** A search holding characters no text may (control characters, broken escapes). */
export const SEARCH_NOT_READABLE = 'Please search with letters and numbers';

/** The header's suggestions start after this many letters, and are this many at most. */
export const SUGGESTION_MIN_LENGTH = 2;
export const SUGGESTION_LIMIT = 8;

/** How a search's results may be ordered: best match first (the default), or a category page's sorts. */
export const SEARCH_SORTS = ['relevance', ...PRODUCT_SORTS] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_SORT_LABELS: Record<SearchSort, string> = { relevance: 'Best match', ...PRODUCT_SORT_LABELS };

/**
 * Words a search does not require: PostgreSQL's English stop words (its `english` text-search
 * configuration drops them too), so "shirts for men" asks for shirts and men.
 */
const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers ' +
    'herself it its itself they them their theirs themselves what which who whom this that these those am is are ' +
    'was were be been being have has had having do does did doing a an the and but if or because as until while ' +
    'of at by for with about against between into through during before after above below to from up down in out ' +
    'on off over under again further then once here there when where why how all any both each few more most ' +
    'other some such no nor not only own same so than too very s t can will just don should now'
  ).split(' '),
);

/** The words of a text as the search reads them: lower-case letters and digits, in order. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/**
 * Whether a search's word may name a size: a letter size ("xl", "xxs", "3xl") or a number of one or
 * two digits (a shoe's 42, a child's 8). Only such words are checked against the sizes in stock.
 */
export function mayNameASize(word: string): boolean {
  return /^(?:\d{1,2}|x{0,4}[sml]|[2-6]x[sl])$/.test(word);
}

/** The words a search requires: no stop words, and no single letters (a lone digit still counts, "2 piece"). */
export function requiredWords(text: string): string[] {
  return searchWords(text).filter((word) => !STOP_WORDS.has(word) && (word.length > 1 || /\d/.test(word)));
}

/** A group of phrases that mean the same to the shop's shoppers ("sneakers, trainers"), each a list of words. */
export type SynonymGroup = readonly (readonly string[])[];

/** An admin's list, as typed ("shalwar kameez, kurta shalwar"): its phrases, each as words; fewer than two is no group. */
export function synonymGroupOf(terms: string): SynonymGroup | null {
  const phrases = terms
    .split(',')
    .map((phrase) => requiredWords(phrase))
    .filter((words) => words.length > 0);
  const distinct = phrases.filter(
    (words, index) => phrases.findIndex((other) => other.join(' ') === words.join(' ')) === index,
  );
  return distinct.length >= 2 ? distinct : null;
}

/**
 * One part of the query that a product must match: any one of its alternatives, each a list of
 * words the product must all hold. A plain word is a slot of one alternative of one word.
 */
export type SearchSlot = readonly (readonly string[])[];

export interface SearchPlan {
  /** every slot must match */
  slots: SearchSlot[];
  /** the required words as typed, in order */
  words: string[];
}

const startsWithAt = (words: readonly string[], at: number, phrase: readonly string[]) =>
  phrase.every((word, offset) => words[at + offset] === word);

/**
 * The query's plan: its required words, where a phrase of a synonym group (the longest first)
 * becomes a slot matched by any phrase of its group, in any order of its words. A query of stop
 * words and single letters only ("the", "a b") looks for those.
 */
export function planSearch(text: string, groups: readonly SynonymGroup[] = []): SearchPlan {
  const required = requiredWords(text);
  const words = required.length > 0 ? required : searchWords(text);
  const slots: SearchSlot[] = [];
  for (let at = 0; at < words.length;) {
    let best: { group: SynonymGroup; length: number } | undefined;
    for (const group of groups)
      for (const phrase of group)
        if (phrase.length > (best?.length ?? 0) && startsWithAt(words, at, phrase))
          best = { group, length: phrase.length };
    if (best) {
      slots.push(best.group);
      at += best.length;
    } else {
      slots.push([[words[at]!]]);
      at += 1;
    }
  }
  return { slots, words };
}
