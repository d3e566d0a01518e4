import type { ReactNode } from 'react';
import { referenceOf } from '../../lib/api-client';

interface ErrorStateProps {
  message: string;
  /** the failure itself: an unexpected one shows its request's reference */
  error?: unknown;
  onRetry?: () => void;
  retrying?: boolean;
}

/** The request id of an unexpected failure, to quote when asking the shop for help. */
export function ErrorReference({ error }: { error: unknown }) {
  const reference = referenceOf(error);
  if (!reference) return null;
  return (
    <p className="small text-muted mb-3" data-testid="error-reference">
      Reference: <code>{reference}</code>
    </p>
  );
}

/** A failed load: what went wrong and a Retry button. */
export function ErrorState({ message, error, onRetry, retrying = false }: ErrorStateProps) {
  return (
    <div className="state-box" role="alert">
      <p className="mb-3">{message}</p>
      <ErrorReference error={error} />
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
