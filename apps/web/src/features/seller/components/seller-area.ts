// The seller area's code, one chunk of its own: shoppers never download it. Its pages are
// declared with the shop's others in the app's route table (app/router.tsx).
import './seller.css';

export { DashboardPage } from './dashboard-page';
export { OrderDetailPage } from './order-detail-page';
export { OrdersPage } from './orders-page';
export { ProductsPage } from './products-page';
export { ReturnDetailPage } from './return-detail-page';
export { ReturnsPage } from './returns-page';
export { SellerLayout } from './seller-layout';
export { SellerLoginPage } from './seller-login-page';
export { SettingsPage } from './settings-page';
export { SizeChartsPage } from './size-charts-page';
