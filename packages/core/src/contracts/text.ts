import { z } from 'zod';
import { textProblem, type TextLines } from '../text-input';

function textRule(lines: TextLines) {
  return z.superRefine<string>((value, ctx) => {
    const problem = textProblem(value, lines);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  });
}

/**
 * The text rules of core's text-input as zod checks, placed last in a string's chain (after trim):
 * `z.string().trim().max(80).check(oneLine())`. A field the forms show as one input refuses line
 * breaks; a textarea's field (descriptions, addresses, reviews) keeps them.
 */
export const oneLine = () => textRule('one');
export const manyLines = () => textRule('many');
