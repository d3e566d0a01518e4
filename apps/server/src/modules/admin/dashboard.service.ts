import type { Attention, AuditPage, AuditQuery, Dashboard } from '@onsale/core/contracts/admin';
import type { Database } from '../../db/client';
import { auditKinds, listAudit, listRecentAudit } from '../audit/audit.repository';
import { countOutbox } from '../mail/outbox.repository';
import { createPriceHistoryService } from '../prices/price-history.service';
import { createSellerRepository } from '../sellers/seller.repository';
import { createDashboardRepository } from './dashboard.repository';
import { startOfShopDay, startOfShopWeek } from './shop-time';

export function createDashboardService(db: Database) {
  const repository = createDashboardRepository(db);

  async function attention(): Promise<Attention> {
    const [pendingSellers, failedEmails] = await Promise.all([
      createSellerRepository(db).countPending(),
      countOutbox(db, 'failed'),
    ]);
    return { pendingSellers, failedEmails, total: pendingSellers + failedEmails };
  }

  return {
    attention,

    /** A page of the audit log with the filters' choices. */
    async audit({ page, pageSize, ...filters }: AuditQuery): Promise<AuditPage> {
      const [{ rows, total }, kinds] = await Promise.all([listAudit(db, filters, page, pageSize), auditKinds(db)]);
      return { data: rows, page, pageSize, total, ...kinds };
    },

    async dashboard(now = new Date()): Promise<Dashboard> {
      const [
        ordersToday,
        revenueThisWeek,
        products,
        lowStockProducts,
        lowStock,
        needs,
        recentActivity,
        correctedDiscounts,
      ] = await Promise.all([
        repository.ordersSince(startOfShopDay(now)),
        repository.revenueSince(startOfShopWeek(now)),
        repository.productCount(),
        repository.lowStockCount(),
        repository.lowStock(10),
        attention(),
        listRecentAudit(db, 10),
        createPriceHistoryService(db).correctedCount(),
      ]);
      return {
        ordersToday,
        revenueThisWeek,
        products,
        sellersAwaitingApproval: needs.pendingSellers,
        lowStockProducts,
        correctedDiscounts,
        lowStock,
        attention: needs,
        recentActivity,
      };
    },
  };
}
