import { BRAND_FOLLOWS_LOGIN_REQUIRED } from '@onsale/core/frame-messages';
import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RouteError } from '../components/ui/route-error';
import { HomePage } from '../features/home/components/home-page';
import type { InfoPageName } from '../features/info/components/info-page';
import { RootLayout } from './root-layout';
import { RequireSignIn } from '../lib/session/require-sign-in';

// Pages other than home load on first visit, keeping the storefront's first download small.
const CategoryPage = lazy(() => import('../features/category/components/category-page').then((m) => ({ default: m.CategoryPage })));
const ProductPage = lazy(() => import('../features/product/components/product-page').then((m) => ({ default: m.ProductPage })));
const SearchPage = lazy(() => import('../features/search/components/search-page').then((m) => ({ default: m.SearchPage })));
const BrandPage = lazy(() => import('../features/brand/components/brand-page').then((m) => ({ default: m.BrandPage })));
const InfoPage = lazy(() => import('../features/info/components/info-page').then((m) => ({ default: m.InfoPage })));

// Account pages: sign-in forms, zod and react-hook-form stay out of the storefront's first download.
const LoginPage = lazy(() => import('../features/auth/components/login-page').then((m) => ({ default: m.LoginPage })));
const SignupPage = lazy(() => import('../features/auth/components/signup-page').then((m) => ({ default: m.SignupPage })));
const ForgotPasswordPage = lazy(() => import('../features/auth/components/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('../features/auth/components/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })));
const VerifyEmailPage = lazy(() => import('../features/auth/components/verify-email-page').then((m) => ({ default: m.VerifyEmailPage })));
const ProfilePage = lazy(() => import('../features/account/components/profile-page').then((m) => ({ default: m.ProfilePage })));
const OrdersPage = lazy(() => import('../features/orders/components/orders-page').then((m) => ({ default: m.OrdersPage })));
const OrderDetailPage = lazy(() => import('../features/orders/components/order-detail-page').then((m) => ({ default: m.OrderDetailPage })));
const WishlistPage = lazy(() => import('../features/wishlist/components/wishlist-page').then((m) => ({ default: m.WishlistPage })));
const BrandNotificationsPage = lazy(() => import('../features/brand-follows/components/brand-notifications-page').then((m) => ({ default: m.BrandNotificationsPage })));

// Bag and checkout: zod and the order forms load when the shopper opens the bag, not before.
const BagPage = lazy(() => import('../features/checkout/components/bag-page').then((m) => ({ default: m.BagPage })));
const ShippingPage = lazy(() => import('../features/checkout/components/shipping-page').then((m) => ({ default: m.ShippingPage })));
const CheckoutPage = lazy(() => import('../features/checkout/components/checkout-page').then((m) => ({ default: m.CheckoutPage })));
const ThankYouPage = lazy(() => import('../features/checkout/components/thank-you-page').then((m) => ({ default: m.ThankYouPage })));
const TrackOrderPage = lazy(() => import('../features/checkout/components/track-order-page').then((m) => ({ default: m.TrackOrderPage })));
const CreateAccountPage = lazy(() => import('../features/checkout/components/create-account-page').then((m) => ({ default: m.CreateAccountPage })));

// The seller area is its own chunk: shoppers never download it.
const SellerArea = lazy(() => import('../features/seller/components/seller-area').then((m) => ({ default: m.SellerArea })));
const BecomeSellerPage = lazy(() => import('../features/seller/components/become-seller-page').then((m) => ({ default: m.BecomeSellerPage })));

// The admin area is its own chunk with its own frame: shoppers never download it.
const AdminArea = lazy(() => import('../features/admin/components/admin-area').then((m) => ({ default: m.AdminArea })));

const INFO_PAGES: InfoPageName[] = ['about', 'contact', 'shipping-policy', 'returns', 'faq', 'privacy', 'terms'];

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
          { path: '/profile', element: <RequireSignIn><ProfilePage /></RequireSignIn> },
          { path: '/orders', element: <RequireSignIn><OrdersPage /></RequireSignIn> },
          { path: '/order/:orderId', element: <RequireSignIn><OrderDetailPage /></RequireSignIn> },
          { path: '/order-confirmation/:orderId', element: <RequireSignIn><OrderDetailPage confirmation /></RequireSignIn> },
          { path: '/wishlist', element: <RequireSignIn><WishlistPage /></RequireSignIn> },
          { path: '/brand-notifications', element: <RequireSignIn reason={BRAND_FOLLOWS_LOGIN_REQUIRED}><BrandNotificationsPage /></RequireSignIn> },
          { path: '/become-a-seller', element: <BecomeSellerPage /> },
          { path: '/seller/*', element: <SellerArea /> },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];
