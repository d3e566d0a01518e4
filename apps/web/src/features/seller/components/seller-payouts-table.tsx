import type { Payout } from '@onsale/core/contracts/finance';
import { maskIban } from '@onsale/core/finance';
import { formatRupees } from '@onsale/core/money';
import { formatShopTime } from '@onsale/core/time';
import { RowsTable } from '../../../components/ui/list-page';
import { PayoutState } from '../../../components/ui/payout-status-badge';

/** The seller's payouts, newest first as the API gives them: amount, state, the account it went to, the bank's reference. */
export function SellerPayoutsTable({ payouts }: { payouts: Payout[] }) {
  return (
    <RowsTable
      rows={payouts}
      empty="No payouts yet. OnSale pays your payable balance into your verified bank account."
      wrapperClassName="table-responsive mb-3"
      tableClassName="table table-sm align-middle"
      head={
        <>
          <th scope="col">Date</th>
          <th scope="col" className="text-end">
            Amount
          </th>
          <th scope="col">Status</th>
          <th scope="col">Sent to</th>
          <th scope="col">Bank reference</th>
        </>
      }
      row={(payout) => (
        <tr key={payout.id} data-testid="seller-payout">
          <td className="text-nowrap">{formatShopTime(payout.createdAt, 'date')}</td>
          <td className="text-end text-nowrap fw-semibold">{formatRupees(payout.amount)}</td>
          <td>
            <PayoutState payout={payout} />
          </td>
          <td>
            {payout.bankName && payout.iban ? (
              <>
                {payout.bankName}
                <div className="small text-muted text-nowrap">{maskIban(payout.iban)}</div>
              </>
            ) : (
              '—'
            )}
          </td>
          <td>
            {payout.reference ?? '—'}
            {payout.note && <div className="small text-muted">{payout.note}</div>}
          </td>
        </tr>
      )}
    />
  );
}
