// The admin area's code, one chunk of its own with its own frame: shoppers never download it. Its
// pages are declared with the shop's others in the app's route table (app/router.tsx).
import './admin.css';

export { AdminLayout } from './admin-layout';
export { AdminLoginPage } from './admin-login-page';
export { AdminLogoutPage } from './admin-logout-page';
export { AdminSignupPage } from './admin-signup-page';
export { AuditPage } from './audit-page';
export { BannersPage } from './banners-page';
export { CategoriesPage } from './categories-page';
export { CouponsPage } from './coupons-page';
export { DashboardPage } from './dashboard-page';
export { DiscountCorrectionsPage } from './discount-corrections-page';
export { EmailsPage } from './emails-page';
export { ImportsPage } from './imports-page';
export { OrderConfirmationsPage } from './order-confirmations-page';
export { OrderDetailPage } from './order-detail-page';
export { OrdersPage } from './orders-page';
export { PayoutRunPage } from './payout-run-page';
export { PayoutsPage } from './payouts-page';
export { ProductsPage } from './products-page';
export { ProfilePage } from './profile-page';
export { RemittanceReportPage } from './remittance-report-page';
export { RemittancesPage } from './remittances-page';
export { ReturnDetailPage } from './return-detail-page';
export { ReturnsPage } from './returns-page';
export { SearchPage } from './search-page';
export { SellersPage } from './sellers-page';
export { SettingsPage } from './settings-page';
export { SystemPage } from './system-page';
export { UsersPage } from './users-page';
