import type { CategoryNode } from '@onsale/core/contracts/catalogue';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { SafeImage } from '../../../components/ui/safe-image';
import { useCategories } from '../../../lib/catalogue/get-categories';

const HOVER_DELAY_MS = 120;

/**
 * The desktop category bar. Each category is a link plus a disclosure button, so a mouse opens
 * the sub-category grid on hover and a keyboard opens it with the button, without a menu role
 * that would trap arrow keys.
 */
export function CategoryMenu() {
  const categories = useCategories();
  const [open, setOpen] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const location = useLocation();
  const [closedAt, setClosedAt] = useState(location.key);
  if (closedAt !== location.key) {
    // Navigating anywhere closes the panel.
    setClosedAt(location.key);
    setOpen(null);
  }

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function openLater(slug: string | null) {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(slug), HOVER_DELAY_MS);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape' && open) {
      const slug = open;
      setOpen(null);
      document.getElementById(`category-toggle-${slug}`)?.focus();
    }
  }

  if (!categories.data) {
    return <div className="category-bar category-bar-loading" aria-hidden="true" />;
  }

  return (
    <nav
      aria-label="Categories"
      className="category-bar d-none d-lg-block"
      onMouseLeave={() => openLater(null)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Tabbing out of the bar closes the open panel.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
      }}
    >
      <div className="container position-relative">
        <ul className="category-bar-list list-unstyled mb-0">
          {categories.data.map((category) => {
            const isOpen = open === category.slug;
            return (
              <li
                key={category.slug}
                className={isOpen ? 'is-open' : undefined}
                onMouseEnter={() => openLater(category.slug)}
              >
                <Link
                  to={`/category/${category.slug}`}
                  className="category-bar-link"
                  onClick={() => {
                    // A panel the pointer was about to open stays shut on the page the link leads to.
                    window.clearTimeout(timer.current);
                    setOpen(null);
                  }}
                >
                  {category.name}
                </Link>
                {category.children.length > 0 && (
                  <button
                    type="button"
                    id={`category-toggle-${category.slug}`}
                    className="category-bar-toggle"
                    aria-expanded={isOpen}
                    aria-controls={isOpen ? 'category-panel' : undefined}
                    aria-label={`${category.name} sub-categories`}
                    onClick={() => {
                      window.clearTimeout(timer.current);
                      setOpen(isOpen ? null : category.slug);
                    }}
                  >
                    <ChevronRightIcon size={14} className="category-bar-chevron" />
                  </button>
                )}
                {/* Inside the item, so Tab goes from the button straight into its panel. */}
                {isOpen && (
                  <CategoryPanel
                    category={category}
                    onClose={() => setOpen(null)}
                    onStay={() => window.clearTimeout(timer.current)}
                  />
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}

function CategoryPanel({
  category,
  onClose,
  onStay,
}: {
  category: CategoryNode;
  onClose: () => void;
  onStay: () => void;
}) {
  return (
    <div id="category-panel" className="category-panel shadow" onMouseEnter={onStay}>
      <div className="d-flex justify-content-between align-items-baseline mb-3">
        <h2 className="h6 text-uppercase mb-0 letter-spaced">{category.name}</h2>
        <Link to={`/category/${category.slug}`} className="small fw-semibold link-accent" onClick={onClose}>
          Shop all {category.name}
        </Link>
      </div>
      <ul className="category-panel-grid list-unstyled mb-0">
        {category.children.map((child) => (
          <li key={child.slug}>
            <Link to={`/category/${child.slug}`} className="category-tile" onClick={onClose}>
              <SafeImage src={child.image} alt="" width={120} height={120} className="category-tile-image" />
              <span className="category-tile-name">{child.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
