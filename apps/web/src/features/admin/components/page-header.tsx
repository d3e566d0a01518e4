import type { ReactNode } from 'react';

/** The heading of an admin page (the browser tab's title is given by its route in app/router.tsx). */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
      <h1 className="h4 mb-0">{title}</h1>
      {children}
    </div>
  );
}

/** A message that goes away by itself after 3 s (spec: success messages auto-hide). */
export function Flash({ message, tone = 'success' }: { message: string | null; tone?: 'success' | 'danger' }) {
  if (!message) return null;
  return (
    <div className={`alert alert-${tone} py-2`} role={tone === 'danger' ? 'alert' : 'status'}>
      {message}
    </div>
  );
}

/** A page's messages after an action: the last success (it goes after 3 s) and the last failure. */
export function FlashMessages({ flash }: { flash: { success: string | null; failure: string | null } }) {
  return (
    <>
      <Flash message={flash.success} />
      <Flash message={flash.failure} tone="danger" />
    </>
  );
}
