import { Navigate, Route, Routes } from 'react-router';
import './seller.css';
import { AnalyticsPage } from './analytics-page';
import { DashboardPage } from './dashboard-page';
import { EarningsPage } from './earnings-page';
import { OrderDetailPage } from './order-detail-page';
import { OrdersPage } from './orders-page';
import { ProductsPage } from './products-page';
import { SellerLayout } from './seller-layout';
import { SellerLoginPage } from './seller-login-page';
import { SettingsPage } from './settings-page';

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
        <Route path="analytics" element={<AnalyticsPage />} />
        <Route path="earnings" element={<EarningsPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="*" element={<Navigate to="/seller" replace />} />
      </Route>
    </Routes>
  );
}
