import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoadingState } from '../../../components/ui/status-messages';
import './admin.css';
import { AdminLayout } from './admin-layout';
import { AdminLoginPage } from './admin-login-page';
import { AdminLogoutPage } from './admin-logout-page';
import { AdminSignupPage } from './admin-signup-page';
import { BannersPage } from './banners-page';
import { CategoriesPage } from './categories-page';
import { CouponsPage } from './coupons-page';
import { DashboardPage } from './dashboard-page';
import { DiscountCorrectionsPage } from './discount-corrections-page';
import { EmailsPage } from './emails-page';
import { ImportsPage } from './imports-page';
import { OrderDetailPage } from './order-detail-page';
import { OrdersPage } from './orders-page';
import { ProductsPage } from './products-page';
import { ProfilePage } from './profile-page';
import { SellersPage } from './sellers-page';
import { SettingsPage } from './settings-page';
import { UsersPage } from './users-page';

// The analytics bring the chart library (decision 0026) only when they are opened.
const AnalyticsPage = lazy(() => import('./analytics-page').then((m) => ({ default: m.AnalyticsPage })));

/** Everything under /admin: sign-in, sign-up and sign-out are open; every other page needs an admin session. */
export function AdminArea() {
  return (
    <Routes>
      <Route index element={<AdminLoginPage />} />
      <Route path="signup" element={<AdminSignupPage />} />
      <Route path="logout" element={<AdminLogoutPage />} />
      <Route element={<AdminLayout />}>
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="products/discount-corrections" element={<DiscountCorrectionsPage />} />
        <Route path="imports" element={<ImportsPage />} />
        <Route path="scraping" element={<Navigate to="/admin/imports" replace />} />
        <Route path="categories" element={<CategoriesPage />} />
        <Route path="banners" element={<BannersPage />} />
        <Route path="coupons" element={<CouponsPage />} />
        <Route path="sellers" element={<SellersPage />} />
        <Route path="users" element={<UsersPage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="orders/:orderId" element={<OrderDetailPage />} />
        <Route
          path="analytics"
          element={
            <Suspense fallback={<LoadingState label="Loading figures…" />}>
              <AnalyticsPage />
            </Suspense>
          }
        />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="emails" element={<EmailsPage />} />
        <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
      </Route>
    </Routes>
  );
}
