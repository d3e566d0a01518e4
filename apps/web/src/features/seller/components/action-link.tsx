import { Link } from 'react-router';

/** A link styled as a button, shown disabled (and not followable) while the seller may not use it. */
export function ActionLink({
  to,
  enabled,
  children,
  primary,
  danger,
  small,
  label,
}: {
  to: string;
  enabled: boolean;
  children: string;
  primary?: boolean;
  danger?: boolean;
  small?: boolean;
  label?: string;
}) {
  const className = `btn ${small ? 'btn-sm' : ''} ${primary ? 'btn-accent' : danger ? 'btn-outline-danger' : 'btn-outline-secondary'}`;
  if (!enabled) {
    return (
      <button type="button" className={className} disabled aria-label={label}>
        {children}
      </button>
    );
  }
  return (
    <Link to={to} className={className} aria-label={label}>
      {children}
    </Link>
  );
}
