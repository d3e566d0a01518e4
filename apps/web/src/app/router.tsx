import { BRAND_FOLLOWS_LOGIN_REQUIRED } from '@onsale/core/frame-messages';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath, Navigate, type RouteObject } from 'react-router';
import { RouteError } from '../components/ui/route-error';
import { HomePage } from '../features/home/components/home-page';
import type { InfoPageName } from '../features/info/components/info-page';
import { RootLayout } from './root-layout';
import { RequireSignIn } from '../lib/session/require-sign-in';

const INFO_PAGES: InfoPageName[] = ['about', 'contact', 'shipping-policy', 'returns', 'faq', 'privacy', 'terms'];

/** A page whose code loads on first visit; `load()` fetches it ahead of time. */
type LazyPage<P extends object = object> = LazyExoticComponent<ComponentType<P>> & { load: () => Promise<void> };

/**
 * A lazily loaded page that, once its code is here, renders at once instead of suspending. The
 * browser loads a server-rendered page's code before it takes the page over, so React hydrates the
 * whole page in one pass: once React listens to the page, a tap on it reaches the page's code
 * (React drops a click on a part it cannot hydrate yet).
 */
function lazyPage<P extends object>(importPage: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  const load = async () => (loaded ??= { default: await importPage() });
  // React reads a thenable that calls back at once as already loaded, without suspending.
  const ready = (page: { default: ComponentType<P> }) =>
    ({ then: (resolve: (value: typeof page) => void) => resolve(page) }) as unknown as Promise<typeof page>;
  return Object.assign(
    lazy(() => (loaded ? ready(loaded) : load())),
    { load: async () => void (await load()) },
  );
}

// Pages other than home load on first visit, keeping the storefront's first download small.
const CategoryPage = lazyPage(() =>
  import('../features/category/components/category-page').then((m) => m.CategoryPage),
);
const ProductPage = lazyPage(() => import('../features/product/components/product-page').then((m) => m.ProductPage));
const SearchPage = lazyPage(() => import('../features/search/components/search-page').then((m) => m.SearchPage));
const BrandPage = lazyPage(() => import('../features/brand/components/brand-page').then((m) => m.BrandPage));
const InfoPage = lazyPage(() => import('../features/info/components/info-page').then((m) => m.InfoPage));

/**
 * The storefront pages the server renders, each with the loader of its page component and that
 * component's source file (the server preloads its chunk with the HTML; the browser loads it before it takes
 * the page over). The bag, checkout, account, seller and admin areas depend on the shopper's
 * browser and stay rendered there.
 */
export const SERVER_PAGES: readonly { path: string; loadPage?: () => Promise<void>; module?: string }[] = [
  { path: '/' },
  {
    path: '/category/:slug',
    loadPage: CategoryPage.load,
    module: 'src/features/category/components/category-page.tsx',
  },
  { path: '/product/:slug', loadPage: ProductPage.load, module: 'src/features/product/components/product-page.tsx' },
  { path: '/search', loadPage: SearchPage.load, module: 'src/features/search/components/search-page.tsx' },
  { path: '/brand/:brandName', loadPage: BrandPage.load, module: 'src/features/brand/components/brand-page.tsx' },
  ...INFO_PAGES.map((name) => ({
    path: `/${name}`,
    loadPage: InfoPage.load,
    module: 'src/features/info/components/info-page.tsx',
  })),
];

/** The server-rendered page at `pathname`, if any. */
export function serverRenderedPage(pathname: string) {
  return SERVER_PAGES.find((candidate) => matchPath(candidate.path, pathname));
}

// Account pages: sign-in forms, zod and react-hook-form stay out of the storefront's first download.
const LoginPage = lazy(() => import('../features/auth/components/login-page').then((m) => ({ default: m.LoginPage })));
const SignupPage = lazy(() =>
  import('../features/auth/components/signup-page').then((m) => ({ default: m.SignupPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/components/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/components/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const VerifyEmailPage = lazy(() =>
  import('../features/auth/components/verify-email-page').then((m) => ({ default: m.VerifyEmailPage })),
);
const ProfilePage = lazy(() =>
  import('../features/account/components/profile-page').then((m) => ({ default: m.ProfilePage })),
);
const OrdersPage = lazy(() =>
  import('../features/orders/components/orders-page').then((m) => ({ default: m.OrdersPage })),
);
const OrderDetailPage = lazy(() =>
  import('../features/orders/components/order-detail-page').then((m) => ({ default: m.OrderDetailPage })),
);
const WishlistPage = lazy(() =>
  import('../features/wishlist/components/wishlist-page').then((m) => ({ default: m.WishlistPage })),
);
const BrandNotificationsPage = lazy(() =>
  import('../features/brand-follows/components/brand-notifications-page').then((m) => ({
    default: m.BrandNotificationsPage,
  })),
);

// Bag and checkout: zod and the order forms load when the shopper opens the bag, not before.
const BagPage = lazy(() => import('../features/checkout/components/bag-page').then((m) => ({ default: m.BagPage })));
const ShippingPage = lazy(() =>
  import('../features/checkout/components/shipping-page').then((m) => ({ default: m.ShippingPage })),
);
const CheckoutPage = lazy(() =>
  import('../features/checkout/components/checkout-page').then((m) => ({ default: m.CheckoutPage })),
);
const ThankYouPage = lazy(() =>
  import('../features/checkout/components/thank-you-page').then((m) => ({ default: m.ThankYouPage })),
);
const TrackOrderPage = lazy(() =>
  import('../features/checkout/components/track-order-page').then((m) => ({ default: m.TrackOrderPage })),
);
const CreateAccountPage = lazy(() =>
  import('../features/checkout/components/create-account-page').then((m) => ({ default: m.CreateAccountPage })),
);

// The seller area is its own chunk: shoppers never download it.
const SellerArea = lazy(() =>
  import('../features/seller/components/seller-area').then((m) => ({ default: m.SellerArea })),
);
const BecomeSellerPage = lazy(() =>
  import('../features/seller/components/become-seller-page').then((m) => ({ default: m.BecomeSellerPage })),
);

// The admin area is its own chunk with its own frame: shoppers never download it.
const AdminArea = lazy(() => import('../features/admin/components/admin-area').then((m) => ({ default: m.AdminArea })));

/** The web app's pages: the browser's router (entry-client) and the server's render (entry-server) share them. */
export const routes: RouteObject[] = [
  {
    path: '/admin/*',
    element: (
      <Suspense fallback={null}>
        <AdminArea />
      </Suspense>
    ),
    errorElement: <RouteError />,
  },
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: '/', element: <HomePage /> },
          { path: '/category/:slug', element: <CategoryPage /> },
          { path: '/product/:slug', element: <ProductPage /> },
          { path: '/search', element: <SearchPage /> },
          { path: '/brand/:brandName', element: <BrandPage /> },
          ...INFO_PAGES.map((page) => ({ path: `/${page}`, element: <InfoPage page={page} /> })),
          { path: '/cart', element: <BagPage /> },
          { path: '/shipping', element: <ShippingPage /> },
          { path: '/checkout', element: <CheckoutPage /> },
          { path: '/thank-you', element: <ThankYouPage /> },
          { path: '/track', element: <TrackOrderPage /> },
          { path: '/set-password', element: <CreateAccountPage /> },
          { path: '/login', element: <LoginPage /> },
          { path: '/signup', element: <SignupPage /> },
          { path: '/forgot-password', element: <ForgotPasswordPage /> },
          { path: '/reset-password', element: <ResetPasswordPage /> },
          { path: '/verify-email', element: <VerifyEmailPage /> },
          {
            path: '/profile',
            element: (
              <RequireSignIn>
                <ProfilePage />
              </RequireSignIn>
            ),
          },
          {
            path: '/orders',
            element: (
              <RequireSignIn>
                <OrdersPage />
              </RequireSignIn>
            ),
          },
          {
            path: '/order/:orderId',
            element: (
              <RequireSignIn>
                <OrderDetailPage />
              </RequireSignIn>
            ),
          },
          {
            path: '/order-confirmation/:orderId',
            element: (
              <RequireSignIn>
                <OrderDetailPage confirmation />
              </RequireSignIn>
            ),
          },
          {
            path: '/wishlist',
            element: (
              <RequireSignIn>
                <WishlistPage />
              </RequireSignIn>
            ),
          },
          {
            path: '/brand-notifications',
            element: (
              <RequireSignIn reason={BRAND_FOLLOWS_LOGIN_REQUIRED}>
                <BrandNotificationsPage />
              </RequireSignIn>
            ),
          },
          { path: '/become-a-seller', element: <BecomeSellerPage /> },
          { path: '/seller/*', element: <SellerArea /> },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];
