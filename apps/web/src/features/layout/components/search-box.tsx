import { SEARCH_MAX_LENGTH } from '@onsale/core/search-query';
import { useRef, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SearchIcon } from '../../../components/ui/icons';

/** The header's search: a blank term is ignored, anything else opens the search page. */
export function SearchBox({ className = '' }: { className?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const current = location.pathname === '/search' ? (new URLSearchParams(location.search).get('q') ?? '') : '';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const term = input.current?.value.trim() ?? '';
    if (term === '') {
      input.current?.focus();
      return;
    }
    void navigate(`/search?q=${encodeURIComponent(term)}`);
  }

  return (
    <form role="search" className={`header-search ${className}`} onSubmit={submit} key={current}>
      <label htmlFor="header-search-input" className="visually-hidden">
        Search sale products
      </label>
      <input
        ref={input}
        id="header-search-input"
        type="search"
        name="q"
        className="form-control"
        placeholder="Search kurtas, lawn, sneakers…"
        maxLength={SEARCH_MAX_LENGTH}
        defaultValue={current}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="btn header-search-button" aria-label="Search">
        <SearchIcon size={20} />
      </button>
    </form>
  );
}
