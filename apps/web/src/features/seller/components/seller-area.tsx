import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoadingState } from '../../../components/ui/status-messages';
import './seller.css';
import { DashboardPage } from './dashboard-page';
import { OrderDetailPage } from './order-detail-page';
import { OrdersPage } from './orders-page';
import { ProductsPage } from './products-page';
import { SellerLayout } from './seller-layout';
import { SellerLoginPage } from './seller-login-page';
import { SettingsPage } from './settings-page';

// The pages with charts bring the chart library (decision 0026) only when they are opened.
const AnalyticsPage = lazy(() => import('./analytics-page').then((m) => ({ default: m.AnalyticsPage })));
const EarningsPage = lazy(() => import('./earnings-page').then((m) => ({ default: m.EarningsPage })));
const withCharts = (page: ReactNode) => <Suspense fallback={<LoadingState label="Loading…" />}>{page}</Suspense>;

/** Everything under /seller: the sign-in is open to all, the rest only to sellers (others go home). */
export function SellerArea() {
  return (
    <Routes>
      <Route path="login" element={<SellerLoginPage />} />
      <Route element={<SellerLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="manage-products" element={<ProductsPage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="orders/:orderId" element={<OrderDetailPage />} />
        <Route path="analytics" element={withCharts(<AnalyticsPage />)} />
        <Route path="earnings" element={withCharts(<EarningsPage />)} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="*" element={<Navigate to="/seller" replace />} />
      </Route>
    </Routes>
  );
}
