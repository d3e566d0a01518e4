import { BANK_ACCOUNT_STATUS_LABELS, DEFAULT_PAYOUT_MINIMUM } from '@onsale/core/finance';
import { formatRupees, PAISA_PER_RUPEE } from '@onsale/core/money';
import { countOf } from '@onsale/core/plural';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { RowsTable } from '../../../components/ui/list-page';
import { ErrorState, LoadingState } from '../../../components/ui/status-messages';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { useCreatePayoutRun } from '../api/create-payout-run';
import { usePayoutsDue, type PayoutsDue } from '../api/get-payouts-due';
import { rupeesInputToPaisa } from './format';
import { FlashMessages } from './page-header';
import { useFlash } from './use-flash';

type Waiting = PayoutsDue['waiting'][number];
const WAITING_TEXT: Record<Waiting['bankAccount'], string> = {
  none: 'No bank account added',
  pending: BANK_ACCOUNT_STATUS_LABELS.pending,
  refused: BANK_ACCOUNT_STATUS_LABELS.refused,
  verified: BANK_ACCOUNT_STATUS_LABELS.verified,
};

/**
 * Who a payout run pays now: each seller with a verified bank account and at least the minimum
 * payable, and those whose money waits for an account. Creating the run schedules one payout each
 * and opens the run, with its bank transfer file.
 */
export function RunPayoutsSection() {
  const navigate = useNavigate();
  const minimumId = useId();
  const flash = useFlash();
  const [typed, setTyped] = useState(String(DEFAULT_PAYOUT_MINIMUM / PAISA_PER_RUPEE));
  const [minimum, setMinimum] = useState(DEFAULT_PAYOUT_MINIMUM);
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const due = usePayoutsDue(minimum);
  const create = useCreatePayoutRun();

  const apply = () => {
    const paisa = rupeesInputToPaisa(typed);
    if (!paisa) return setProblem('Enter the minimum as an amount in rupees, more than zero');
    setProblem(null);
    setMinimum(paisa);
  };

  const run = async () => {
    setFailure(null);
    try {
      const created = await create.mutateAsync({ minimum });
      setAsking(false);
      await navigate(`/admin/payouts/runs/${created.id}`);
    } catch (error) {
      // Nobody is due (paid meanwhile, or an account changed): said on the page, which shows the list anew.
      if (error instanceof ApiRequestError && error.status === 409) {
        setAsking(false);
        flash.fail(messageOf(error));
        void due.refetch();
      } else setFailure(messageOf(error));
    }
  };

  const ready = due.data?.ready ?? [];
  const total = ready.reduce((sum, seller) => sum + seller.payable, 0);
  return (
    <section className="mb-5" aria-labelledby="run-payouts-title">
      <h2 className="h5" id="run-payouts-title">
        Run payouts
      </h2>
      <p className="text-muted small">
        A run pays each seller with a verified bank account their whole payable balance, when it is at least the
        minimum. Money still on hold for the return window waits for a later run.
      </p>
      <FlashMessages flash={flash} />
      <form
        className="d-flex flex-wrap gap-2 align-items-end mb-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <div>
          <label htmlFor={minimumId} className="form-label">
            Minimum payable (Rs.)
          </label>
          <input
            id={minimumId}
            className={`form-control ${problem ? 'is-invalid' : ''}`}
            inputMode="decimal"
            value={typed}
            style={{ width: 160 }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${minimumId}-error` : undefined}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-outline-secondary">
          Show who is due
        </button>
        {problem && (
          <div id={`${minimumId}-error`} className="text-danger small w-100">
            {problem}
          </div>
        )}
      </form>
      <DueLists due={due} />
      {due.data && (
        <div className="d-flex flex-wrap align-items-center gap-3 mt-3">
          <button
            type="button"
            className="btn btn-accent"
            disabled={ready.length === 0 || create.isPending}
            onClick={() => {
              setFailure(null);
              setAsking(true);
            }}
          >
            Create payout run
          </button>
          <span className="small text-muted">
            {ready.length === 0
              ? `Nobody is ready to be paid at a minimum of ${formatRupees(minimum)}.`
              : `${countOf(ready.length, 'seller')}, ${formatRupees(total)} in all.`}
          </span>
        </div>
      )}
      {asking && (
        <ConfirmDialog
          title="Create the payout run?"
          confirmLabel="Create payout run"
          busyLabel="Creating…"
          tone="primary"
          busy={create.isPending}
          failure={failure}
          onConfirm={() => void run()}
          onClose={() => setAsking(false)}
        >
          <p className="mb-0">
            {countOf(ready.length, 'seller')} will be paid {formatRupees(total)} in all, each their payable balance of
            at least {formatRupees(minimum)}. Send the transfers with the run&apos;s bank file, then mark each payout
            paid or failed.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

function DueLists({ due }: { due: ReturnType<typeof usePayoutsDue> }) {
  if (due.isPending) return <LoadingState label="Loading who is due…" />;
  if (due.isError)
    return (
      <ErrorState
        error={due.error}
        message={messageOf(due.error)}
        onRetry={() => void due.refetch()}
        retrying={due.isFetching}
      />
    );
  const { ready, waiting } = due.data;
  return (
    <div className="row g-3">
      <div className="col-lg-6">
        <h3 className="h6">Ready to pay ({ready.length})</h3>
        <RowsTable
          rows={ready}
          empty="Nobody with a verified bank account has this much payable."
          wrapperClassName="table-responsive bg-white rounded shadow-sm"
          tableClassName="table admin-table mb-0"
          head={
            <>
              <th scope="col">Seller</th>
              <th scope="col" className="text-end">
                Payable
              </th>
            </>
          }
          row={(seller) => (
            <tr key={seller.sellerId} data-testid="payout-ready">
              <td>{seller.brandName}</td>
              <td className="text-end text-nowrap">{formatRupees(seller.payable)}</td>
            </tr>
          )}
        />
      </div>
      <div className="col-lg-6">
        <h3 className="h6">Waiting for a verified bank account ({waiting.length})</h3>
        <RowsTable
          rows={waiting}
          empty="No seller's money is waiting for a bank account."
          wrapperClassName="table-responsive bg-white rounded shadow-sm"
          tableClassName="table admin-table mb-0"
          head={
            <>
              <th scope="col">Seller</th>
              <th scope="col" className="text-end">
                Payable
              </th>
              <th scope="col">Bank account</th>
            </>
          }
          row={(seller) => (
            <tr key={seller.sellerId} data-testid="payout-waiting">
              <td>{seller.brandName}</td>
              <td className="text-end text-nowrap">{formatRupees(seller.payable)}</td>
              <td>{WAITING_TEXT[seller.bankAccount]}</td>
            </tr>
          )}
        />
      </div>
    </div>
  );
}
