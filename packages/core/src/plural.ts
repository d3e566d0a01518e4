import { formatCount } from './numbers';

/** `1 product`, `2 products`, `1,200 products`: a count with its noun, in the shop's number grouping. */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
