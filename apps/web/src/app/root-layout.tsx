import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingState } from '../components/ui/status-messages';
import { SiteFooter } from '../features/layout/components/site-footer';
import { SiteHeader } from '../features/layout/components/site-header';
import { KeptPart } from '../lib/ssr/kept-part';
import { RouteHead } from './route-head';

export function RootLayout() {
  return (
    <>
      <RouteHead />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="site-main">
        <Suspense fallback={<LoadingState label="Loading…" />}>
          <Outlet />
        </Suspense>
      </main>
      <KeptPart name="footer">
        <SiteFooter />
      </KeptPart>
      <ScrollRestoration />
    </>
  );
}
