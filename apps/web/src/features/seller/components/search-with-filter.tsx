import { useState, type ReactNode } from 'react';

interface SearchWithFilterProps {
  /** The search box: its id, its (hidden) label and what it asks for. */
  search: { id: string; label: string; placeholder: string };
  q: string;
  /** The filter beside it: a select whose first option is "all". */
  filter: { id: string; label: string; value: string; options: ReactNode };
  /** The words searched for, undefined when blank. */
  onSearch: (q: string | undefined) => void;
  /** A new filter value, undefined for "all". */
  onFilter: (value: string | undefined) => void;
}

/** The search form above a seller list: words to search for, one filter beside them, and Search. */
export function SearchWithFilter({ search, q, filter, onSearch, onFilter }: SearchWithFilterProps) {
  const [words, setWords] = useState(q);
  return (
    <form
      className="row g-2 mb-3"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(words.trim() || undefined);
      }}
    >
      <div className="col-12 col-md-6">
        <label htmlFor={search.id} className="visually-hidden">
          {search.label}
        </label>
        <input
          id={search.id}
          type="search"
          className="form-control"
          placeholder={search.placeholder}
          value={words}
          onChange={(e) => setWords(e.target.value)}
        />
      </div>
      <div className="col-8 col-md-4">
        <label htmlFor={filter.id} className="visually-hidden">
          {filter.label}
        </label>
        <select
          id={filter.id}
          className="form-select"
          value={filter.value}
          onChange={(e) => onFilter(e.target.value || undefined)}
        >
          {filter.options}
        </select>
      </div>
      <div className="col-4 col-md-2 d-grid">
        <button type="submit" className="btn btn-outline-secondary">
          Search
        </button>
      </div>
    </form>
  );
}
