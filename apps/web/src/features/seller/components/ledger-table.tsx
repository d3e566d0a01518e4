import type { LedgerLine } from '@onsale/core/contracts/finance';
import { LEDGER_KIND_LABELS } from '@onsale/core/finance';
import { formatRupees } from '@onsale/core/money';
import { formatShopTime } from '@onsale/core/time';
import { RowsTable } from '../../../components/ui/list-page';
import { isTrade, ledgerLineSubject, percentOf } from '../utils/finance-text';

/** A sale's or return's own amount; an adjustment or a payout has none. */
const tradeAmount = (line: LedgerLine, amount: number) => (isTrade(line) ? formatRupees(amount) : '—');

/**
 * Ledger lines as given: what and when, which order or return (or the note), what the line adds to
 * the balance and whether it is on hold, then a sale's or return's items, shipping and commission.
 * (What a seller looks for first comes first: on a phone the breakdown is a swipe away.)
 */
export function LedgerTable({ lines, empty }: { lines: LedgerLine[]; empty: string }) {
  return (
    <RowsTable
      rows={lines}
      empty={empty}
      wrapperClassName="table-responsive mb-3"
      tableClassName="table table-sm align-middle ledger-table"
      head={
        <>
          <th scope="col">Line</th>
          <th scope="col">Order, return or note</th>
          <th scope="col" className="text-end">
            Net
          </th>
          <th scope="col" className="text-end">
            Items
          </th>
          <th scope="col" className="text-end">
            Shipping
          </th>
          <th scope="col" className="text-end">
            Commission
          </th>
        </>
      }
      row={(line) => {
        const subject = ledgerLineSubject(line);
        return (
          <tr key={line.id} data-testid="ledger-line">
            <td className="text-nowrap">
              <div className="fw-semibold">{LEDGER_KIND_LABELS[line.kind]}</div>
              <div className="small text-muted">{formatShopTime(line.at, 'date')}</div>
            </td>
            <td className="ledger-subject">
              {subject.main}
              {subject.detail && <div className="small text-muted">{subject.detail}</div>}
            </td>
            <td className="text-end">
              <div className="fw-semibold text-nowrap">{formatRupees(line.net)}</div>
              {line.onHold && (
                <div className="small text-warning-emphasis">
                  On hold until <span className="text-nowrap">{formatShopTime(line.payableAt, 'date')}</span>
                </div>
              )}
            </td>
            <td className="text-end text-nowrap">{tradeAmount(line, line.gross)}</td>
            <td className="text-end text-nowrap">{tradeAmount(line, line.shipping)}</td>
            <td className="text-end text-nowrap">
              {tradeAmount(line, line.commission)}
              {isTrade(line) && line.commissionRateBp !== null && (
                <div className="small text-muted">{percentOf(line.commissionRateBp)}</div>
              )}
            </td>
          </tr>
        );
      }}
    />
  );
}
