import { formatCancellationRate } from '@onsale/core/cancellation';
import type { SellerStatus } from '@onsale/core/contracts/accounts';
import type { AdminSeller, SellerAction } from '@onsale/core/contracts/admin';
import { useState } from 'react';
import { ConfirmDialog, useConfirm } from '../../../components/ui/confirm-dialog';
import { useListParams } from '../../../components/ui/list-page';
import { useAdminSellers } from '../api/get-admin-sellers';
import { useSetSellerStatus } from '../api/set-seller-status';
import { messageOf } from '../../../lib/api-client';
import { AdminListTable, FilterPills, ListSearch } from './list-controls';
import { FlashMessages, PageHeader } from './page-header';
import { SellerDetailModal } from './seller-detail-modal';
import { useFlash } from './use-flash';

const STATUSES: ('all' | SellerStatus)[] = ['all', 'pending', 'approved', 'rejected', 'blocked'];
const STATUS_BADGE: Record<SellerStatus, string> = {
  pending: 'text-bg-warning',
  approved: 'text-bg-success',
  rejected: 'text-bg-secondary',
  blocked: 'text-bg-danger',
};
const ACTIONS: Record<SellerStatus, { action: SellerAction; label: string; tone: string }[]> = {
  pending: [
    { action: 'approve', label: 'Approve', tone: 'btn-success' },
    { action: 'reject', label: 'Reject', tone: 'btn-outline-secondary' },
    { action: 'block', label: 'Block', tone: 'btn-outline-danger' },
  ],
  approved: [{ action: 'block', label: 'Block', tone: 'btn-outline-danger' }],
  rejected: [
    { action: 'approve', label: 'Approve', tone: 'btn-outline-success' },
    { action: 'block', label: 'Block', tone: 'btn-outline-danger' },
  ],
  blocked: [{ action: 'unblock', label: 'Unblock', tone: 'btn-outline-success' }],
};
const DONE: Record<SellerAction, string> = {
  approve: 'approved',
  reject: 'rejected',
  block: 'blocked',
  unblock: 'unblocked',
};

export function SellersPage() {
  const { params, page, link, go } = useListParams();
  const status = (STATUSES as string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as 'all' | SellerStatus)
    : 'all';
  const q = params.get('q') ?? '';
  const sellers = useAdminSellers({ status, q: q || undefined, page });
  const setStatus = useSetSellerStatus();
  const flash = useFlash();
  const [open, setOpen] = useState<AdminSeller | null>(null);

  const asking = useConfirm<{ seller: AdminSeller; action: 'block' | 'reject' }>(messageOf);

  const act = async (seller: AdminSeller, action: SellerAction, reason?: string) => {
    await setStatus.mutateAsync({ id: seller.userId, action, reason });
    flash.succeed(`${seller.brandName} ${DONE[action]}; the seller has been e-mailed`);
  };

  const start = (seller: AdminSeller, action: SellerAction) => {
    // Blocking (with an optional reason for the seller) and rejecting are asked first, in the shop's own dialog.
    if (action === 'block' || action === 'reject') asking.ask({ seller, action });
    else act(seller, action).catch((error: unknown) => flash.fail(messageOf(error)));
  };

  return (
    <>
      <PageHeader title="Sellers" />
      <FlashMessages flash={flash} />
      <div className="d-flex flex-wrap gap-2 mb-3 align-items-center">
        <FilterPills values={STATUSES} current={status} param="status" link={link} />
        <ListSearch
          q={q}
          label="Search sellers"
          placeholder="Brand, name or e-mail"
          onSearch={(q) => go({ q, page: undefined })}
        />
      </div>
      <AdminListTable
        query={sellers}
        loadingLabel="Loading sellers…"
        empty={`No sellers ${status === 'all' ? 'yet' : `are ${status}`}.`}
        head={
          <>
            <th scope="col">Brand</th>
            <th scope="col">Owner</th>
            <th scope="col">Status</th>
            <th scope="col">Commission</th>
            <th scope="col">Products</th>
            <th scope="col" title="Parts the seller cancelled out of parts placed in the last 30 days">
              Cancelled (30 days)
            </th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </>
        }
        row={(s) => (
          <tr key={s.userId}>
            <td>
              <button
                type="button"
                className="btn btn-link p-0 fw-semibold text-decoration-none"
                onClick={() => setOpen(s)}
              >
                {s.brandName}
              </button>
              <div className="small text-muted">{s.storeCategory}</div>
            </td>
            <td>
              {s.firstName} {s.lastName}
              <div className="small text-muted">{s.email}</div>
            </td>
            <td>
              <span className={`badge ${STATUS_BADGE[s.status]} text-capitalize`}>{s.status}</span>
            </td>
            <td>{s.commissionRateBp / 100}%</td>
            <td>{s.products}</td>
            <td>{formatCancellationRate(s.cancellationRate)}</td>
            <td className="text-end text-nowrap">
              {ACTIONS[s.status].map(({ action, label, tone }) => (
                <button
                  key={action}
                  type="button"
                  className={`btn btn-sm ${tone} ms-1`}
                  disabled={setStatus.isPending}
                  onClick={() => start(s, action)}
                  aria-label={`${label} ${s.brandName}`}
                >
                  {label}
                </button>
              ))}
              <button type="button" className="btn btn-sm btn-outline-primary ms-1" onClick={() => setOpen(s)}>
                Details
              </button>
            </td>
          </tr>
        )}
      />
      {open && <SellerDetailModal seller={open} onClose={() => setOpen(null)} />}
      {asking.item && (
        <ConfirmDialog
          title={
            asking.item.action === 'block'
              ? `Block ${asking.item.seller.brandName}`
              : `Reject ${asking.item.seller.brandName}`
          }
          confirmLabel={asking.item.action === 'block' ? 'Block' : 'Reject'}
          busy={setStatus.isPending}
          failure={asking.failure}
          input={
            asking.item.action === 'block'
              ? { label: 'Reason (optional)', help: 'Sent to the seller with the notice that the account is blocked.' }
              : undefined
          }
          onConfirm={(reason) => void asking.confirm(({ seller, action }) => act(seller, action, reason || undefined))}
          onClose={asking.close}
        >
          <p className="mb-0">
            {asking.item.action === 'block'
              ? `${asking.item.seller.brandName}'s products leave the shop and the seller can no longer sign in.`
              : `${asking.item.seller.brandName}'s application is turned down; the seller is told by e-mail.`}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
