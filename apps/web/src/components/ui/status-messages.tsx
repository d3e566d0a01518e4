import type { ReactNode } from 'react';

interface ErrorStateProps {
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/** A failed load: what went wrong and a Retry button. */
export function ErrorState({ message, onRetry, retrying = false }: ErrorStateProps) {
  return (
    <div className="state-box" role="alert">
      <p className="mb-3">{message}</p>
      {onRetry && (
        <button type="button" className="btn btn-outline-accent" onClick={onRetry} disabled={retrying}>
          {retrying ? 'Retrying…' : 'Retry'}
        </button>
      )}
    </div>
  );
}

/** Nothing to show, said plainly, with a way on. */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="state-box">
      <p className="mb-3 fs-5">{message}</p>
      {children}
    </div>
  );
}

export function LoadingState({ label }: { label: string }) {
  return (
    <div className="state-box" role="status">
      <span className="spinner-border spinner-border-sm me-2 text-accent" aria-hidden="true" />
      {label}
    </div>
  );
}
