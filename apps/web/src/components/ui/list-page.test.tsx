import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiRequestError, UNEXPECTED_ERROR } from '../../lib/api-client';
import { ListStates, ListTable, RowsTable, type ListPart, type ListQuery } from './list-page';

interface Coupon {
  code: string;
  percent: number;
}

const loaded = <Data,>(data: Data): ListQuery<Data> => ({
  data,
  error: null,
  isPending: false,
  isError: false,
  isFetching: false,
  refetch: () => Promise.resolve(),
});

const couponsTable = (query: ListQuery<ListPart<Coupon> | Coupon[]>, page = 1) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ListTable
        query={query}
        loadingLabel="Loading coupons…"
        empty="No coupons yet."
        summary={(list) => <p>{list.total} in all</p>}
        pages={{ page, linkTo: (n) => `?page=${n}`, label: 'Coupon pages' }}
        head={<th scope="col">Code</th>}
        row={(coupon) => (
          <tr key={coupon.code}>
            <td>{coupon.code}</td>
          </tr>
        )}
      />
    </MemoryRouter>,
  );

describe('ListTable', () => {
  it('says the list is loading, with its label', () => {
    const html = couponsTable({
      data: undefined,
      error: null,
      isPending: true,
      isError: false,
      isFetching: true,
      refetch: () => Promise.resolve(),
    });
    expect(html).toContain('role="status"');
    expect(html).toContain('Loading coupons…');
    expect(html).not.toContain('<table');
  });

  it("shows a failure with Retry, in the server's words unless the page gives its own", () => {
    const failed: ListQuery<Coupon[]> = {
      data: undefined,
      error: new ApiRequestError(409, 'conflict', 'Server unavailable'),
      isPending: false,
      isError: true,
      isFetching: false,
      refetch: () => Promise.resolve(),
    };
    expect(couponsTable(failed)).toContain('Server unavailable');
    expect(
      couponsTable({ ...failed, error: new ApiRequestError(500, 'internal', 'Database connection refused') }),
    ).toContain(UNEXPECTED_ERROR);
    expect(couponsTable(failed)).toContain('>Retry</button>');
    const own = renderToStaticMarkup(
      <ListStates
        query={failed}
        loadingLabel="Loading coupons…"
        errorMessage="Failed to load coupons"
        empty="No coupons yet."
        children={() => null}
      />,
    );
    expect(own).toContain('Failed to load coupons');
    expect(own).not.toContain('Server unavailable');
  });

  it('says so when there is nothing to list, as a line or as the element given', () => {
    expect(couponsTable(loaded([]))).toBe('<p class="text-muted">No coupons yet.</p>');
    const boxed = renderToStaticMarkup(
      <ListStates
        query={loaded([])}
        loadingLabel="Loading coupons…"
        empty={<div className="state-box">No coupons yet.</div>}
        children={() => null}
      />,
    );
    expect(boxed).toBe('<div class="state-box">No coupons yet.</div>');
  });

  it('shows the rows under the head, and page links only when there is more than one page', () => {
    const whole = couponsTable(loaded([{ code: 'ONSALENOW20', percent: 20 }]));
    expect(whole).toContain('<p>1 in all</p>');
    expect(whole).toContain(
      '<thead><tr><th scope="col">Code</th></tr></thead><tbody><tr><td>ONSALENOW20</td></tr></tbody>',
    );
    expect(whole).not.toContain('Coupon pages');

    const paged = couponsTable(loaded({ data: [{ code: 'EID25', percent: 25 }], total: 45, pageSize: 20 }), 2);
    expect(paged).toContain('<p>45 in all</p>');
    expect(paged).toContain('aria-label="Coupon pages"');
    expect(paged).toContain('href="/?page=3"');
    expect(paged).toMatch(/aria-current="page"[^>]*>2</);
  });
});

describe('RowsTable', () => {
  const payoutsTable = (rows: Coupon[]) =>
    renderToStaticMarkup(
      <RowsTable
        rows={rows}
        empty="No payouts yet."
        tableClassName="table table-sm align-middle"
        head={<th scope="col">Code</th>}
        row={(coupon) => (
          <tr key={coupon.code}>
            <td>{coupon.code}</td>
          </tr>
        )}
      />,
    );

  it('says so when there are no rows', () => {
    expect(payoutsTable([])).toBe('<p class="text-muted">No payouts yet.</p>');
  });

  it('shows the rows under the head, in the table it is given', () => {
    expect(payoutsTable([{ code: 'EID25', percent: 25 }])).toBe(
      '<div class="table-responsive"><table class="table table-sm align-middle"><thead><tr><th scope="col">Code</th></tr></thead><tbody><tr><td>EID25</td></tr></tbody></table></div>',
    );
  });
});
