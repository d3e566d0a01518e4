import { SEARCH_MAX_LENGTH, SUGGESTION_MIN_LENGTH } from '@onsale/core/search-query';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { SearchIcon } from '../../../components/ui/icons';
import { useSearchSuggestions } from '../api/get-search-suggestions';

/** How long typing pauses before the box asks for suggestions. */
const SUGGEST_AFTER_MS = 120;

const KIND_LABELS = { product: 'Product', brand: 'Brand', category: 'Category' } as const;

/**
 * The header's search: a blank term is ignored, anything else opens the search page. From two
 * letters it offers up to eight products, brands and categories, each a link, chosen with the
 * arrow keys and Enter or by a tap; Escape closes them.
 */
export function SearchBox({ className = '' }: { className?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const listId = `${id}-suggestions`;
  const input = useRef<HTMLInputElement>(null);
  const current = location.pathname === '/search' ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  // Open on the page it was opened on: another page closes the suggestions.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const setOpen = (value: boolean) => setOpenOn(value ? location.key : null);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const timer = window.setTimeout(() => setTerm(typed.trim()), SUGGEST_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);

  const suggestions = useSearchSuggestions(term, open);
  const items = open && typed.trim().length >= SUGGESTION_MIN_LENGTH ? (suggestions.data ?? []) : [];
  const shown = items.length > 0;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = input.current?.value.trim() ?? '';
    if (value === '') {
      input.current?.focus();
      return;
    }
    setOpen(false);
    void navigate(`/search?q=${encodeURIComponent(value)}`);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && items.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(index + 1, items.length - 1));
    } else if (event.key === 'ArrowUp' && shown) {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, -1));
    } else if (event.key === 'Enter' && shown && active >= 0) {
      event.preventDefault();
      setOpen(false);
      void navigate(items[active]!.href);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
    }
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
        aria-autocomplete="list"
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          setTyped(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <button type="submit" className="btn header-search-button" aria-label="Search">
        <SearchIcon size={20} />
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        className="search-suggestions"
        hidden={!shown}
        // (a tap on a suggestion must not blur the box and close the list before the link opens)
        onMouseDown={(event) => event.preventDefault()}
      >
        {items.map((item, index) => (
          <li key={item.href} id={`${listId}-${index}`} role="option" aria-selected={index === active}>
            <Link to={item.href} tabIndex={-1} onClick={() => setOpen(false)}>
              <span className="search-suggestion-label">{item.label}</span>
              <span className="search-suggestion-kind">{KIND_LABELS[item.kind]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </form>
  );
}
