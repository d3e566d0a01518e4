import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('escapes the five HTML special characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('leaves plain text as it is', () => {
    expect(escapeHtml('Khaadi Lawn Kurta - Eid Edit')).toBe('Khaadi Lawn Kurta - Eid Edit');
  });
});
