const SHOWN = 3;

/** Up to three keyword tags, then "+N" for the rest. */
export function KeywordTags({ keywords }: { keywords: readonly string[] }) {
  if (keywords.length === 0) return null;
  const hidden = keywords.length - SHOWN;
  return (
    <ul className="keyword-tags list-unstyled d-flex flex-wrap gap-1 mb-0">
      {keywords.slice(0, SHOWN).map((keyword) => (
        <li key={keyword} className="badge rounded-pill text-bg-light border fw-normal">
          {keyword}
        </li>
      ))}
      {hidden > 0 && (
        <li className="badge rounded-pill text-bg-light border fw-normal" title={keywords.slice(SHOWN).join(', ')}>
          +{hidden}
          <span className="visually-hidden"> more tags</span>
        </li>
      )}
    </ul>
  );
}
