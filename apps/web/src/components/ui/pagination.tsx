import { Link } from 'react-router';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The link (usually `?…&page=N`) that shows a page. */
  linkTo: (page: number) => string;
  label?: string;
}

/** Page numbers around the current one, with the first and last always reachable. */
export function pageWindow(page: number, pageCount: number): (number | 'gap')[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  for (const [index, p] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous === 2) result.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) result.push('gap');
    result.push(p);
  }
  return result;
}

export function Pagination({ page, pageCount, linkTo, label = 'Pages' }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4">
      <ul className="pagination justify-content-center flex-wrap">
        <li className={`page-item ${page <= 1 ? 'disabled' : ''}`}>
          {page <= 1 ? (
            <span className="page-link">Previous</span>
          ) : (
            <Link className="page-link" to={linkTo(page - 1)}>
              Previous
            </Link>
          )}
        </li>
        {pageWindow(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="page-item disabled d-none d-sm-block">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li
              key={item}
              className={`page-item ${item === page ? 'active' : ''} ${Math.abs(item - page) > 1 ? 'd-none d-sm-block' : ''}`}
            >
              <Link
                className="page-link"
                to={linkTo(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li className={`page-item ${page >= pageCount ? 'disabled' : ''}`}>
          {page >= pageCount ? (
            <span className="page-link">Next</span>
          ) : (
            <Link className="page-link" to={linkTo(page + 1)}>
              Next
            </Link>
          )}
        </li>
      </ul>
    </nav>
  );
}
