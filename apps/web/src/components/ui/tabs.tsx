import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  key: string;
  title: string;
  content: ReactNode;
  /** Render the panel only once its tab has been opened (for content with its own downloads). */
  lazy?: boolean;
}

interface TabsProps {
  id: string;
  items: readonly TabItem[];
  className?: string;
}

/**
 * Bootstrap-styled tabs following the WAI-ARIA tabs pattern: one tab stop, arrow keys and
 * Home/End move between tabs and show their panel.
 */
export function Tabs({ id, items, className = '' }: TabsProps) {
  const [active, setActive] = useState(items[0]?.key ?? '');
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set([active]));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function select(index: number, focus: boolean) {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    setActive(item.key);
    setOpened((keys) => (keys.has(item.key) ? keys : new Set(keys).add(item.key)));
    if (focus) buttons.current[(index + items.length) % items.length]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target, true);
  }

  return (
    <>
      <ul className={`nav nav-tabs ${className}`} role="tablist">
        {items.map((item, index) => {
          const selected = item.key === active;
          return (
            <li key={item.key} className="nav-item" role="presentation">
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`${id}-tab-${item.key}`}
                aria-controls={`${id}-panel-${item.key}`}
                aria-selected={selected}
                tabIndex={selected ? 0 : -1}
                className={`nav-link ${selected ? 'active' : ''}`}
                onClick={() => select(index, false)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {item.title}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="tab-content">
        {items.map((item) => (
          <div
            key={item.key}
            role="tabpanel"
            id={`${id}-panel-${item.key}`}
            aria-labelledby={`${id}-tab-${item.key}`}
            hidden={item.key !== active}
            tabIndex={0}
          >
            {!item.lazy || opened.has(item.key) ? item.content : null}
          </div>
        ))}
      </div>
    </>
  );
}
