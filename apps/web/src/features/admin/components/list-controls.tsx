import { useState } from 'react';
import { Link } from 'react-router';
import { ListTable, useListParams, type ListPart, type ListTableProps } from '../../../components/ui/list-page';

/** An admin list: its table in a white card (admin.css styles `admin-table`), with page links to the pages of the address's list. */
export function AdminListTable<Data extends ListPart<unknown> | unknown[]>(
  props: Omit<ListTableProps<Data>, 'pages' | 'wrapperClassName' | 'tableClassName'>,
) {
  const { page, pageLink } = useListParams();
  return (
    <ListTable
      {...props}
      pages={{ page, linkTo: pageLink }}
      wrapperClassName="table-responsive bg-white rounded shadow-sm"
      tableClassName="table admin-table mb-0"
    />
  );
}

/** One pill per value of a filter; the list's default ("all" unless said) removes the parameter. Changing it goes back to page 1. */
export function FilterPills<T extends string>({
  values,
  current,
  param,
  link,
  labelOf,
  byDefault = 'all',
  className = '',
}: {
  values: readonly T[];
  current: T;
  param: string;
  link: (changes: Record<string, string | undefined>) => string;
  labelOf?: (value: T) => string;
  /** the value the list shows without the parameter */
  byDefault?: string;
  className?: string;
}) {
  return (
    <ul className={`nav nav-pills ${className}`}>
      {values.map((value) => (
        <li key={value} className="nav-item">
          <Link
            to={link({ [param]: value === byDefault ? undefined : value, page: undefined })}
            className={`nav-link py-1 ${labelOf ? '' : 'text-capitalize'} ${current === value ? 'active' : ''}`}
            aria-current={current === value ? 'page' : undefined}
          >
            {labelOf ? labelOf(value) : value}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The search box of a list: sends `q` (blank removes it) and goes back to page 1. */
export function ListSearch({
  q,
  label,
  placeholder,
  onSearch,
}: {
  q: string;
  label: string;
  placeholder: string;
  onSearch: (q: string | undefined) => void;
}) {
  const [search, setSearch] = useState(q);
  return (
    <form
      className="list-search d-flex gap-2 ms-auto"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(search.trim() || undefined);
      }}
    >
      <input
        type="search"
        className="form-control form-control-sm"
        placeholder={placeholder}
        aria-label={label}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <button type="submit" className="btn btn-sm btn-outline-secondary">
        Search
      </button>
    </form>
  );
}
