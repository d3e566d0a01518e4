import { BRAND_FOLLOWS_LOGIN_REQUIRED } from '@onsale/core/frame-messages';
import { formatRupees } from '@onsale/core/money';
import { brandPathSegment } from '@onsale/core/slug';
import { CATEGORY_NOT_FOUND, PRODUCT_NOT_FOUND } from '@onsale/core/storefront-texts';
import type { ProductDetail } from '@onsale/core/contracts/catalogue';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { LoadingState } from '../components/ui/status-messages';
import { RouteError } from '../components/ui/route-error';
import { adminOrderQuery } from '../features/admin/api/get-admin-order';
import { adminReturnQuery } from '../features/admin/api/get-admin-return';
import { payoutRunQuery } from '../features/admin/api/get-payout-run';
import { remittanceReportQuery } from '../features/admin/api/get-remittance-report';
import { brandParamsOf, brandProductsQuery } from '../features/brand/api/get-brand-products';
import { titleFromSegment } from '../features/brand/utils/brand-title';
import { categoryPageQuery } from '../features/category/api/get-category-page';
import { parseCategoryFilters } from '../features/category/hooks/use-category-filters';
import { categorySlugOf } from '../features/category/utils/category-address';
import { bannersQuery } from '../features/home/api/get-banners';
import { topDiscountedQuery } from '../features/home/api/get-top-discounted';
import { HomePage } from '../features/home/components/home-page';
import type { InfoPageName, infoPageHead } from '../features/info/components/info-page';
import { productQuery } from '../features/product/api/get-product';
import { searchFiltersQuery } from '../features/search/api/search-filters';
import { searchParamsOf, searchQuery } from '../features/search/api/search-products';
import { sellerOrderQuery } from '../features/seller/api/get-seller-order';
import { sellerReturnQuery } from '../features/seller/api/get-seller-return';
import { brandsQuery } from '../lib/catalogue/get-brands';
import { categoriesQuery } from '../lib/catalogue/get-categories';
import { PRODUCT_DETAIL_SIZES, productImageSrcSet } from '../lib/images';
import { SHOP_NAME } from '../lib/seo/document-meta';
import { RequireSignIn } from '../lib/session/require-sign-in';
import { RootLayout } from './root-layout';
import { RouteHead } from './route-head';
import { awaitsData, queryClientOf, type RouteHandle, type RouteWhere } from './route-handle';

/** A page route: its address, its code, its data and its head, in one place. */
interface Page {
  /** the page's address, or `index` for its parent's own page */
  path?: string;
  index?: true;
  /** the page's code, loaded on first visit (pages other than home keep the first download small) */
  lazy?: () => Promise<ComponentType>;
  Component?: ComponentType;
  element?: ReactNode;
  /**
   * Asks for the data the page shows on its first screen, into the query cache its hooks read.
   * The server renders the page once it is in; a redirect it throws sends the address on.
   */
  load?: (queryClient: QueryClient, where: RouteWhere & { search: string }) => Promise<unknown>;
  head?: RouteHandle['head'];
  serverRendered?: RouteHandle['serverRendered'];
}

function page({ path, index, lazy, Component, element, load, head, serverRendered }: Page): RouteObject {
  const handle: RouteHandle = { head, serverRendered };
  return {
    // (a route with data is known by its address: the browser takes its page over from the server under this id)
    ...(load ? { id: path } : {}),
    ...(index ? { index } : { path }),
    ...(lazy ? { lazy: async () => ({ Component: await lazy() }) } : {}),
    ...(Component ? { Component } : {}),
    ...(element ? { element } : {}),
    ...(load
      ? {
          loader: async ({ request, params, context }: LoaderFunctionArgs) => {
            const { search, searchParams } = new URL(request.url);
            const loading = load(queryClientOf(context), { params, searchParams, search });
            if (context.get(awaitsData)) return loading;
            // In the browser the page shows its own loading state and messages, and sends a
            // misnamed address on itself: the navigation does not wait for the data.
            loading.catch(() => undefined);
            return null;
          },
        }
      : {}),
    handle,
  };
}

/** The menus, the footer and the category filters show these on every storefront page. */
export const menus = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.ensureQueryData(categoriesQuery()).catch(() => undefined),
    queryClient.ensureQueryData(brandsQuery()).catch(() => undefined),
  ]);

/** A storefront page's data with the menus'. */
async function withMenus<T>(queryClient: QueryClient, pageData: Promise<T>): Promise<T> {
  const [, data] = await Promise.all([menus(queryClient), pageData]);
  return data;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const HOME_DESCRIPTION =
  "Real deals on clothing, footwear, accessories and beauty from Pakistan's favourite brands. Cash on delivery, 30-day returns.";

function productDescription(product: ProductDetail): string {
  const text = `${product.name} by ${product.brand} for ${formatRupees(product.price)}${product.discountPercent > 0 ? ` (${product.discountPercent}% off)` : ''}. ${product.description}`;
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

const INFO_PAGES: InfoPageName[] = ['about', 'contact', 'shipping-policy', 'returns', 'faq', 'privacy', 'terms'];
// (a help page's head is read once its code is here: the router renders a page only after its `lazy`)
let infoHead: typeof infoPageHead | undefined;
const infoPage = async () => {
  const module = await import('../features/info/components/info-page');
  infoHead = module.infoPageHead;
  return module;
};

/** A page with a fixed title and description. */
const titled = (title: string, description?: string) => () => ({ title, description });

/** A page for signed-in shoppers only. */
const signedIn =
  (Page: ComponentType, reason?: string): ComponentType =>
  () => (
    <RequireSignIn reason={reason}>
      <Page />
    </RequireSignIn>
  );

/** The storefront's pages, rendered by the server and hydrated in the browser (the bag, checkout and account pages depend on the shopper's browser and stay rendered there). */
const storefrontPages: RouteObject[] = [
  page({
    path: '/',
    Component: HomePage,
    load: (queryClient) =>
      withMenus(
        queryClient,
        Promise.all([
          queryClient.ensureQueryData(bannersQuery()).catch(() => []),
          queryClient.ensureQueryData(topDiscountedQuery()).catch(() => undefined),
        ]),
      ),
    head: (read) => {
      const banner = read(bannersQuery())?.data?.[0]?.image;
      return {
        title: SHOP_NAME,
        description: HOME_DESCRIPTION,
        path: '/',
        image: banner,
        picture: banner ? { href: banner } : undefined,
      };
    },
    serverRendered: {},
  }),
  page({
    path: '/category/:slug',
    lazy: () => import('../features/category/components/category-page').then((m) => m.CategoryPage),
    load: (queryClient, { params, searchParams, search }) =>
      withMenus(
        queryClient,
        (async () => {
          const segment = params.slug ?? '';
          // An address naming the category ("/category/Ready%20to%20Wear") is sent on to its slug.
          const tree = await queryClient.ensureQueryData(categoriesQuery()).catch(() => undefined);
          const slug = tree && categorySlugOf(segment, tree);
          if (tree && slug === null) return { missing: true };
          if (slug && slug !== segment) throw redirect(`/category/${slug}${search}`, 301);
          if (SLUG.test(segment))
            await queryClient
              .ensureQueryData(categoryPageQuery(segment, parseCategoryFilters(searchParams)))
              .catch(() => undefined);
          return null;
        })(),
      ),
    head: (read, { params, searchParams }) => {
      const page = read(categoryPageQuery(params.slug ?? '', parseCategoryFilters(searchParams)));
      if (!page?.data) return page?.missing ? { title: CATEGORY_NOT_FOUND, description: undefined } : undefined;
      const { name, slug, image } = page.data.data.category;
      return {
        title: name,
        description: `Shop ${name} on sale at OnSale: ${page.data.total} discounted products from Pakistan's brands, cash on delivery.`,
        path: `/category/${encodeURIComponent(slug)}`,
        image: image || undefined,
      };
    },
    serverRendered: { module: 'src/features/category/components/category-page.tsx' },
  }),
  page({
    path: '/product/:slug',
    lazy: () => import('../features/product/components/product-page').then((m) => m.ProductPage),
    load: (queryClient, { params }) =>
      withMenus(
        queryClient,
        queryClient.ensureQueryData(productQuery(params.slug ?? '')).catch(() => undefined),
      ),
    head: (read, { params }) => {
      const found = read(productQuery(params.slug ?? ''));
      const product = found?.data;
      if (!product) return found?.missing ? { title: PRODUCT_NOT_FOUND, description: undefined } : undefined;
      const srcSet = product.image ? productImageSrcSet(product.image) : undefined;
      return {
        title: product.name,
        description: productDescription(product),
        path: `/product/${encodeURIComponent(product.slug)}`,
        type: 'product',
        image: product.image,
        product,
        picture: product.image
          ? { href: product.image, ...(srcSet ? { imageSrcSet: srcSet, imageSizes: PRODUCT_DETAIL_SIZES } : {}) }
          : undefined,
      };
    },
    serverRendered: { module: 'src/features/product/components/product-page.tsx', perProduct: true },
  }),
  page({
    path: '/search',
    lazy: () => import('../features/search/components/search-page').then((m) => m.SearchPage),
    load: (queryClient, { searchParams }) => {
      const where = searchParamsOf(searchParams);
      return withMenus(
        queryClient,
        where.term === ''
          ? Promise.resolve(undefined)
          : Promise.all([
              queryClient.ensureQueryData(searchQuery(where)),
              queryClient.ensureQueryData(searchFiltersQuery(where.term, where.exact)),
            ]).catch(() => undefined),
      );
    },
    head: (_read, { searchParams }) => {
      const { term } = searchParamsOf(searchParams);
      return {
        title: term ? `Search: ${term}` : 'Search',
        description: term
          ? `Sale products matching "${term}" at OnSale.`
          : 'Search discounted fashion from Pakistan’s brands at OnSale.',
      };
    },
    serverRendered: { module: 'src/features/search/components/search-page.tsx' },
  }),
  page({
    path: '/brand/:brandName',
    lazy: () => import('../features/brand/components/brand-page').then((m) => m.BrandPage),
    load: async (queryClient, { params, searchParams, search }) => {
      const brandName = params.brandName ?? '';
      // "/brand/Gul Ahmed" and "/brand/gul-ahmed" are the same page: it lives at the one address.
      const canonical = brandPathSegment(brandName);
      if (canonical !== '' && canonical !== brandName) throw redirect(`/brand/${canonical}${search}`, 301);
      const { alternative, page } = brandParamsOf(searchParams);
      const answer = await withMenus(
        queryClient,
        queryClient.ensureQueryData(brandProductsQuery(brandName, alternative, page)).catch(() => undefined),
      );
      // A renamed brand's old address answers with the brand under its new slug: its page lives there.
      const moved = answer?.data.brand?.slug;
      if (moved && moved !== brandName && brandPathSegment(moved) === moved)
        throw redirect(`/brand/${moved}${search}`, 301);
      return answer;
    },
    head: (read, { params, searchParams }) => {
      const brandName = params.brandName ?? '';
      const { alternative, page } = brandParamsOf(searchParams);
      const brand = read(brandProductsQuery(brandName, alternative, page))?.data?.data.brand;
      const name = brand?.name ?? titleFromSegment(brandName);
      return {
        title: name,
        description: brand?.description
          ? `${brand.description} Shop ${name} on sale at OnSale.`
          : `Shop ${name} products on sale at OnSale.`,
        path: brand ? `/brand/${encodeURIComponent(brandName)}` : undefined,
      };
    },
    serverRendered: { module: 'src/features/brand/components/brand-page.tsx' },
  }),
  ...INFO_PAGES.map((name) =>
    page({
      path: `/${name}`,
      lazy: () => infoPage().then((m) => () => <m.InfoPage page={name} />),
      load: (queryClient) => menus(queryClient),
      head: () => infoHead?.(name),
      serverRendered: { module: 'src/features/info/components/info-page.tsx' },
    }),
  ),
];

/** A frame around its pages (the areas' sign-in checks): no address of its own. */
const frame = (load: () => Promise<ComponentType>, children: RouteObject[]): RouteObject => ({
  lazy: async () => ({ Component: await load() }),
  children,
});

// The seller area is its own chunk (shoppers never download it); the pages with charts bring the
// chart library (decision 0026) only when they are opened.
const sellerArea = () => import('../features/seller/components/seller-area');

/** Everything under /seller: the sign-in is open to all, the rest only to sellers (others go home). */
const sellerPages: RouteObject = {
  path: '/seller',
  children: [
    page({ path: 'login', lazy: () => sellerArea().then((m) => m.SellerLoginPage), head: titled('Seller Login') }),
    frame(
      () => sellerArea().then((m) => m.SellerLayout),
      [
        page({ index: true, lazy: () => sellerArea().then((m) => m.DashboardPage), head: titled('Seller Dashboard') }),
        ...['products', 'manage-products'].map((path) =>
          page({ path, lazy: () => sellerArea().then((m) => m.ProductsPage), head: titled('My Products') }),
        ),
        page({
          path: 'size-charts',
          lazy: () => sellerArea().then((m) => m.SizeChartsPage),
          head: titled('Size Charts'),
        }),
        page({ path: 'orders', lazy: () => sellerArea().then((m) => m.OrdersPage), head: titled('Seller Orders') }),
        page({
          path: 'orders/:orderId',
          lazy: () => sellerArea().then((m) => m.OrderDetailPage),
          head: (read, { params }) => {
            const order = read(sellerOrderQuery(params.orderId ?? ''))?.data;
            return { title: order ? `Order ${order.orderNumber}` : 'Order', description: undefined };
          },
        }),
        page({ path: 'returns', lazy: () => sellerArea().then((m) => m.ReturnsPage), head: titled('Seller Returns') }),
        page({
          path: 'returns/:returnId',
          lazy: () => sellerArea().then((m) => m.ReturnDetailPage),
          head: (read, { params }) => {
            const found = read(sellerReturnQuery(params.returnId ?? ''))?.data;
            return { title: found ? `Return ${found.number}` : 'Return', description: undefined };
          },
        }),
        page({
          path: 'analytics',
          lazy: () => import('../features/seller/components/analytics-page').then((m) => m.AnalyticsPage),
          head: titled('Seller Analytics'),
        }),
        page({
          path: 'earnings',
          lazy: () => import('../features/seller/components/earnings-page').then((m) => m.EarningsPage),
          head: titled('Seller Earnings'),
        }),
        page({
          path: 'settings',
          lazy: () => sellerArea().then((m) => m.SettingsPage),
          head: titled('Seller Settings'),
        }),
        page({ path: '*', element: <Navigate to="/seller" replace /> }),
      ],
    ),
  ],
};

// The admin area is its own chunk with its own frame: shoppers never download it.
const adminArea = () => import('../features/admin/components/admin-area');

/** An admin page and its title ("Orders · Admin"). */
const adminPage = (path: string, pick: (area: Awaited<ReturnType<typeof adminArea>>) => ComponentType, title: string) =>
  page({ path, lazy: () => adminArea().then(pick), head: titled(`${title} · Admin`) });

/** The admin area's frame: its own head, without the storefront's menus. */
function AdminFrame() {
  return (
    <>
      <RouteHead />
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </>
  );
}

/** Everything under /admin: sign-in, sign-up and sign-out are open; every other page needs an admin session. */
const adminPages: RouteObject = {
  path: '/admin',
  lazy: async () => {
    await adminArea();
    return { Component: AdminFrame };
  },
  errorElement: <RouteError />,
  HydrateFallback: () => null,
  children: [
    page({ index: true, lazy: () => adminArea().then((m) => m.AdminLoginPage), head: titled('Admin sign-in') }),
    page({ path: 'signup', lazy: () => adminArea().then((m) => m.AdminSignupPage), head: titled('Admin sign-up') }),
    page({ path: 'logout', lazy: () => adminArea().then((m) => m.AdminLogoutPage) }),
    frame(
      () => adminArea().then((m) => m.AdminLayout),
      [
        adminPage('dashboard', (m) => m.DashboardPage, 'Dashboard'),
        adminPage('products', (m) => m.ProductsPage, 'Products'),
        adminPage('products/discount-corrections', (m) => m.DiscountCorrectionsPage, 'Corrected discounts'),
        adminPage('imports', (m) => m.ImportsPage, 'Imports'),
        page({ path: 'scraping', element: <Navigate to="/admin/imports" replace /> }),
        adminPage('categories', (m) => m.CategoriesPage, 'Categories'),
        adminPage('banners', (m) => m.BannersPage, 'Banners'),
        adminPage('search', (m) => m.SearchPage, 'Search'),
        adminPage('coupons', (m) => m.CouponsPage, 'Coupons'),
        adminPage('sellers', (m) => m.SellersPage, 'Sellers'),
        adminPage('users', (m) => m.UsersPage, 'Users'),
        adminPage('orders', (m) => m.OrdersPage, 'Orders'),
        adminPage('confirmations', (m) => m.OrderConfirmationsPage, 'Order confirmations'),
        adminPage('returns', (m) => m.ReturnsPage, 'Returns'),
        page({
          path: 'returns/:returnId',
          lazy: () => adminArea().then((m) => m.ReturnDetailPage),
          head: (read, { params }) => {
            const found = read(adminReturnQuery(params.returnId ?? ''))?.data;
            return found && { title: `Return ${found.number} · Admin`, description: undefined };
          },
        }),
        adminPage('remittances', (m) => m.RemittancesPage, 'Cash remittances'),
        page({
          path: 'remittances/:reportId',
          lazy: () => adminArea().then((m) => m.RemittanceReportPage),
          head: (read, { params }) => {
            const report = read(remittanceReportQuery(params.reportId ?? ''))?.data;
            const title = ['Remittance report', report?.fileName, '· Admin'].filter(Boolean).join(' ');
            return report && { title, description: undefined };
          },
        }),
        adminPage('payouts', (m) => m.PayoutsPage, 'Payouts'),
        page({
          path: 'payouts/runs/:runId',
          lazy: () => adminArea().then((m) => m.PayoutRunPage),
          head: (read, { params }) => {
            const run = read(payoutRunQuery(params.runId ?? ''))?.data;
            return run && { title: `Payout run ${run.number} · Admin`, description: undefined };
          },
        }),
        page({
          path: 'orders/:orderId',
          lazy: () => adminArea().then((m) => m.OrderDetailPage),
          head: (read, { params }) => {
            const order = read(adminOrderQuery(params.orderId ?? ''))?.data;
            return order && { title: `Order ${order.number} · Admin`, description: undefined };
          },
        }),
        page({
          path: 'analytics',
          lazy: () => import('../features/admin/components/analytics-page').then((m) => m.AnalyticsPage),
          head: titled('Analytics · Admin'),
        }),
        adminPage('settings', (m) => m.SettingsPage, 'Settings'),
        adminPage('profile', (m) => m.ProfilePage, 'Profile'),
        adminPage('emails', (m) => m.EmailsPage, 'E-mails'),
        adminPage('audit', (m) => m.AuditPage, 'Audit log'),
        adminPage('system', (m) => m.SystemPage, 'System'),
        page({ path: '*', element: <Navigate to="/admin/dashboard" replace /> }),
      ],
    ),
  ],
};

/** The bag, checkout and account pages: rendered in the browser, their forms and zod outside the storefront's first download. */
const browserPages: RouteObject[] = [
  page({
    path: '/cart',
    lazy: () => import('../features/checkout/components/bag-page').then((m) => m.BagPage),
    head: titled('Your Bag', 'Your OnSale bag: cash on delivery across Pakistan.'),
  }),
  page({
    path: '/shipping',
    lazy: () => import('../features/checkout/components/shipping-page').then((m) => m.ShippingPage),
    head: titled('Shipping details', 'Where should we deliver your order?'),
  }),
  page({
    path: '/checkout',
    lazy: () => import('../features/checkout/components/checkout-page').then((m) => m.CheckoutPage),
    head: titled('Confirm your order', 'Check your order and confirm it: cash on delivery.'),
  }),
  page({
    path: '/thank-you',
    lazy: () => import('../features/checkout/components/thank-you-page').then((m) => m.ThankYouPage),
    head: titled('Thank you for your order', 'Your OnSale order is placed: cash on delivery.'),
  }),
  page({
    path: '/track',
    lazy: () => import('../features/checkout/components/track-order-page').then((m) => m.TrackOrderPage),
    head: titled('Track your order', 'Follow your OnSale order with its number and your e-mail.'),
  }),
  page({
    path: '/order/confirm',
    lazy: () => import('../features/checkout/components/confirm-order-page').then((m) => m.ConfirmOrderPage),
    head: titled('Order confirmation', 'Confirm your OnSale cash-on-delivery order so that its sellers can pack it.'),
  }),
  page({
    path: '/set-password',
    lazy: () => import('../features/checkout/components/create-account-page').then((m) => m.CreateAccountPage),
    head: (_data, { searchParams }) => ({
      title: searchParams.get('account') === 'existing' ? 'Take over your account' : 'Create your account',
      description: 'Set a password to see your OnSale orders at any time.',
    }),
  }),
  page({ path: '/login', lazy: () => import('../features/auth/components/login-page').then((m) => m.LoginPage) }),
  page({ path: '/signup', lazy: () => import('../features/auth/components/signup-page').then((m) => m.SignupPage) }),
  page({
    path: '/forgot-password',
    lazy: () => import('../features/auth/components/forgot-password-page').then((m) => m.ForgotPasswordPage),
  }),
  page({
    path: '/reset-password',
    lazy: () => import('../features/auth/components/reset-password-page').then((m) => m.ResetPasswordPage),
  }),
  page({
    path: '/verify-email',
    lazy: () => import('../features/auth/components/verify-email-page').then((m) => m.VerifyEmailPage),
    head: titled('Confirm your e-mail address', 'Confirm the e-mail address of your OnSale account.'),
  }),
  page({
    path: '/profile',
    lazy: () => import('../features/account/components/profile-page').then((m) => signedIn(m.ProfilePage)),
  }),
  page({
    path: '/orders',
    lazy: () => import('../features/orders/components/orders-page').then((m) => signedIn(m.OrdersPage)),
  }),
  page({
    path: '/order/:orderId',
    lazy: () => import('../features/orders/components/order-detail-page').then((m) => signedIn(m.OrderDetailPage)),
  }),
  page({
    path: '/order-confirmation/:orderId',
    lazy: () =>
      import('../features/orders/components/order-detail-page').then((m) =>
        signedIn(() => <m.OrderDetailPage confirmation />),
      ),
  }),
  page({
    path: '/account/returns',
    lazy: () => import('../features/account/components/returns-page').then((m) => signedIn(m.ReturnsPage)),
    head: titled('My Returns'),
  }),
  page({
    path: '/account/returns/new',
    lazy: () => import('../features/account/components/return-request-page').then((m) => signedIn(m.ReturnRequestPage)),
    head: titled('Return or exchange'),
  }),
  page({
    path: '/account/returns/:id',
    lazy: () => import('../features/account/components/return-page').then((m) => signedIn(m.ReturnPage)),
    head: titled('Your return'),
  }),
  page({
    path: '/account/credit',
    lazy: () => import('../features/account/components/credit-page').then((m) => signedIn(m.CreditPage)),
    head: titled('OnSale Credit'),
  }),
  page({
    path: '/wishlist',
    lazy: () => import('../features/wishlist/components/wishlist-page').then((m) => signedIn(m.WishlistPage)),
  }),
  page({
    path: '/brand-notifications',
    lazy: () =>
      import('../features/brand-follows/components/brand-notifications-page').then((m) =>
        signedIn(m.BrandNotificationsPage, BRAND_FOLLOWS_LOGIN_REQUIRED),
      ),
  }),
  page({
    path: '/become-a-seller',
    lazy: () => import('../features/seller/components/become-seller-page').then((m) => m.BecomeSellerPage),
    head: titled(
      'Become a Seller',
      'Sell your brand on OnSale: register as a seller, add your products and reach shoppers across Pakistan.',
    ),
  }),
  sellerPages,
  page({ path: '*', element: <Navigate to="/" replace /> }),
];

/** Shown in the page's place while the code of a page the server did not render downloads. */
function PageLoading() {
  return <LoadingState label="Loading…" />;
}

/**
 * The web app's one route table: each page's address, code, data, head and whether the server
 * renders it. The browser's router (entry-client) and the server's render (entry-server) share it.
 */
export const routes: RouteObject[] = [
  adminPages,
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { errorElement: <RouteError />, HydrateFallback: PageLoading, children: [...storefrontPages, ...browserPages] },
    ],
  },
];
