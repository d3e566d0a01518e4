import { Link, useRouteError } from 'react-router';
import { UNEXPECTED_ERROR } from '../../lib/api-client';
import { ErrorReference } from './status-messages';

/** Shown when a page crashes or its code cannot load (for example right after a new release). */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed =
    error instanceof TypeError && /dynamically imported module|Importing a module script failed/i.test(error.message);
  return (
    <div className="container py-5 text-center" role="alert">
      <h1 className="h3 mb-3">Something went wrong</h1>
      <p className="mb-4">
        {chunkFailed ? 'The shop was just updated. Reload the page to continue.' : UNEXPECTED_ERROR}
      </p>
      <ErrorReference error={error} />
      <div className="d-flex gap-2 justify-content-center">
        <button type="button" className="btn btn-accent" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/" className="btn btn-outline-secondary">
          Return to Home
        </Link>
      </div>
    </div>
  );
}
