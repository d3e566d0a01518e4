import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { messageOf } from '../../lib/api-client';
import { Pagination } from './pagination';
import { ErrorState, LoadingState } from './status-messages';

/** One page of a longer list, as the API pages it, or a whole list with its page the size of it. */
export interface ListPart<Row> {
  data: Row[];
  total: number;
  pageSize: number;
}

type RowOf<Data> = Data extends (infer Row)[] ? Row : Data extends ListPart<infer Row> ? Row : never;

/** What a list page reads from its query (a TanStack Query result fits). */
export interface ListQuery<Data> {
  data: Data | undefined;
  error: Error | null;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

interface ListStatesProps<Data extends ListPart<unknown> | unknown[]> {
  query: ListQuery<Data>;
  /** Said while the list loads: "Loading orders…". */
  loadingLabel: string;
  /** The failure in the shop's words; the server's own message when not given. */
  errorMessage?: string;
  /** When there is nothing to list: a sentence (a muted line) or an element such as `<EmptyState>`. */
  empty: ReactNode;
  children: (list: ListPart<RowOf<Data>>) => ReactNode;
}

const partOf = <Row,>(data: ListPart<Row> | Row[]): ListPart<Row> =>
  Array.isArray(data) ? { data, total: data.length, pageSize: data.length } : data;

/** A list's loading, failed (with Retry) and empty states; the list itself once there is something in it. */
export function ListStates<Data extends ListPart<unknown> | unknown[]>({
  query,
  loadingLabel,
  errorMessage,
  empty,
  children,
}: ListStatesProps<Data>) {
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError || query.data === undefined) {
    return (
      <ErrorState
        error={query.error}
        message={errorMessage ?? messageOf(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const list = partOf(query.data as ListPart<RowOf<Data>> | RowOf<Data>[]);
  if (list.data.length === 0) return <Nothing empty={empty} />;
  return <>{children(list)}</>;
}

/** What a list says when there is nothing in it: a sentence (a muted line) or an element such as `<EmptyState>`. */
function Nothing({ empty }: { empty: ReactNode }) {
  return typeof empty === 'string' ? <p className="text-muted">{empty}</p> : <>{empty}</>;
}

interface TableParts<Row> {
  /** The header cells, `<th scope="col">` each. */
  head: ReactNode;
  /** One `<tr>`, with its key, for each row. */
  row: (row: Row) => ReactNode;
  wrapperClassName?: string;
  tableClassName?: string;
}

function Table<Row>({
  rows,
  head,
  row,
  wrapperClassName = 'table-responsive',
  tableClassName = 'table align-middle',
}: TableParts<Row> & { rows: Row[] }) {
  return (
    <div className={wrapperClassName}>
      <table className={tableClassName}>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{rows.map((item) => row(item))}</tbody>
      </table>
    </div>
  );
}

/** A table of rows already at hand (a part of a page loaded with others), or what to say when there are none. */
export function RowsTable<Row>({ rows, empty, ...table }: TableParts<Row> & { rows: Row[]; empty: ReactNode }) {
  return rows.length === 0 ? <Nothing empty={empty} /> : <Table rows={rows} {...table} />;
}

export interface ListTableProps<Data extends ListPart<unknown> | unknown[]>
  extends Omit<ListStatesProps<Data>, 'children'>, TableParts<RowOf<Data>> {
  /** A line above the table, such as how many there are. */
  summary?: (list: ListPart<RowOf<Data>>) => ReactNode;
  /** The shared page links under the table, for a paged list. */
  pages?: { page: number; linkTo: (page: number) => string; label?: string };
}

/** A list page's table under its states, with the page links below it. */
export function ListTable<Data extends ListPart<unknown> | unknown[]>({
  head,
  row,
  summary,
  pages,
  wrapperClassName,
  tableClassName,
  ...states
}: ListTableProps<Data>) {
  return (
    <ListStates {...states}>
      {(list) => (
        <>
          {summary?.(list)}
          <Table
            rows={list.data}
            head={head}
            row={row}
            wrapperClassName={wrapperClassName}
            tableClassName={tableClassName}
          />
          {pages && (
            <Pagination
              page={pages.page}
              pageCount={Math.ceil(list.total / list.pageSize)}
              linkTo={pages.linkTo}
              label={pages.label}
            />
          )}
        </>
      )}
    </ListStates>
  );
}

/**
 * A list page's state in its URL: `page` is the page shown (1 when none or nonsense is asked),
 * `link` gives the query string with some parameters changed (an empty value removes one), `go`
 * moves to it, `pageLink` gives a page of the list.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const link = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    return `?${next}`;
  };
  const go = (changes: Record<string, string | undefined>) => setParams(link(changes).slice(1));
  const pageLink = (n: number) => link({ page: n > 1 ? String(n) : undefined });
  return { params, page, link, go, pageLink };
}
