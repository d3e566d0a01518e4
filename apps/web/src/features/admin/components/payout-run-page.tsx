import { FINANCE_MESSAGES } from '@onsale/core/finance';
import { formatRupees } from '@onsale/core/money';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { groupIban } from '../../../components/ui/bank-account-details';
import { PayoutState } from '../../../components/ui/payout-status-badge';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/status-messages';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { payoutRunPath, usePayoutRun } from '../api/get-payout-run';
import { useMovePayout, type RunPayout } from '../api/move-payout';
import { AskDialog } from './ask-dialog';
import { formatDateTime } from './format';
import { FlashMessages, PageHeader } from './page-header';
import { runProgress } from './payout-runs-list';
import { useFlash } from './use-flash';

type Asked = { payout: RunPayout; move: 'pay' | 'fail' };

/**
 * /admin/payouts/runs/:runId: a payout run's payouts, each seller's amount and the account it goes
 * to, with the bank transfer file; the admin marks each paid (with the bank's reference) or failed
 * (with why: its amount goes back to the seller's balance).
 */
export function PayoutRunPage() {
  const { runId = '' } = useParams();
  const run = usePayoutRun(runId);
  const move = useMovePayout();
  const flash = useFlash();
  const [asked, setAsked] = useState<Asked | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (run.isPending) return <LoadingState label="Loading payout run…" />;
  if (run.isError) {
    const missing = run.error instanceof ApiRequestError && run.error.status === 404;
    return (
      <>
        <ErrorState
          error={run.error}
          message={missing ? FINANCE_MESSAGES.runNotFound : messageOf(run.error)}
          onRetry={missing ? undefined : () => void run.refetch()}
          retrying={run.isFetching}
        />
        <Link to="/admin/payouts">Back to payouts</Link>
      </>
    );
  }

  const send = async ({ payout, move: which }: Asked, text: string) => {
    setFailure(null);
    try {
      await move.mutateAsync({
        id: payout.id,
        body: which === 'pay' ? { move: 'pay', reference: text } : { move: 'fail', reason: text },
      });
      setAsked(null);
      flash.succeed(
        which === 'pay'
          ? `Payout to ${payout.brandName} marked paid`
          : `Payout to ${payout.brandName} marked failed: ${formatRupees(payout.amount)} is back in the seller's balance`,
      );
    } catch (error) {
      // Moved meanwhile by another admin: the run shows it as it is now.
      if (error instanceof ApiRequestError && error.status === 409) {
        setAsked(null);
        flash.fail(messageOf(error));
      } else setFailure(messageOf(error));
    }
  };

  const r = run.data;
  return (
    <>
      <p className="small mb-2">
        <Link to="/admin/payouts">← Payouts</Link>
      </p>
      <PageHeader title={`Payout run ${r.number}`}>
        <a href={`/api${payoutRunPath(r.id, true)}`} download className="btn btn-sm btn-outline-secondary">
          Download transfer file (CSV)
        </a>
      </PageHeader>
      <p className="text-muted">
        Made {formatDateTime(r.createdAt)} by {r.createdBy} · minimum {formatRupees(r.minimum)} ·{' '}
        <span className="text-body fw-semibold">{formatRupees(r.total)}</span> to {r.payouts}{' '}
        {r.payouts === 1 ? 'seller' : 'sellers'} · {runProgress(r)}
      </p>
      <p className="small text-muted">
        Send each transfer from the bank with the transfer file, then mark it paid with the bank&apos;s reference, or
        failed with why: a failed payout&apos;s amount goes back to the seller&apos;s balance for the next run.
      </p>
      <FlashMessages flash={flash} />
      {r.items.length === 0 ? (
        <EmptyState message="This run has no payouts." />
      ) : (
        <ul className="list-unstyled confirmation-list mb-0">
          {r.items.map((payout) => (
            <li key={payout.id} className="card shadow-sm" data-testid="run-payout-row">
              <div className="card-body">
                <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-2">
                  <h2 className="h6 mb-0">{payout.brandName}</h2>
                  <span className="fw-semibold">{formatRupees(payout.amount)}</span>
                </div>
                <dl className="confirmation-facts small mb-0">
                  <div>
                    <dt>Status</dt>
                    <dd>
                      <PayoutState payout={payout} />
                    </dd>
                  </div>
                  <div>
                    <dt>Account title</dt>
                    <dd>{payout.accountTitle ?? '—'}</dd>
                  </div>
                  <div>
                    <dt>Bank</dt>
                    <dd>{payout.bankName ?? '—'}</dd>
                  </div>
                  <div>
                    <dt>IBAN</dt>
                    <dd className="font-monospace text-break">{payout.iban ? groupIban(payout.iban) : '—'}</dd>
                  </div>
                  <div>
                    <dt>Bank reference</dt>
                    <dd>{payout.reference ?? '—'}</dd>
                  </div>
                </dl>
                {payout.status === 'scheduled' && (
                  <div
                    className="d-flex flex-wrap gap-2 mt-3"
                    role="group"
                    aria-label={`The payout to ${payout.brandName}`}
                  >
                    <button
                      type="button"
                      className="btn btn-sm btn-success"
                      disabled={move.isPending}
                      onClick={() => {
                        setFailure(null);
                        setAsked({ payout, move: 'pay' });
                      }}
                    >
                      Mark paid
                    </button>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger"
                      disabled={move.isPending}
                      onClick={() => {
                        setFailure(null);
                        setAsked({ payout, move: 'fail' });
                      }}
                    >
                      Mark failed
                    </button>
                  </div>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {asked?.move === 'pay' && (
        <AskDialog
          title={`Mark the payout to ${asked.payout.brandName} paid`}
          label="Bank reference"
          hint="The reference the bank gave the transfer: the seller sees it."
          maxLength={100}
          emptyProblem={FINANCE_MESSAGES.reference}
          submitLabel="Mark paid"
          busyLabel="Saving…"
          busy={move.isPending}
          failure={failure}
          onSubmit={(reference) => void send(asked, reference)}
          onClose={() => setAsked(null)}
        >
          <p>
            {formatRupees(asked.payout.amount)} to {asked.payout.accountTitle ?? asked.payout.brandName}
            {asked.payout.bankName && ` at ${asked.payout.bankName}`}.
          </p>
        </AskDialog>
      )}
      {asked?.move === 'fail' && (
        <AskDialog
          title={`Mark the payout to ${asked.payout.brandName} failed`}
          label="Why did the transfer fail?"
          hint={`The seller reads this. ${formatRupees(asked.payout.amount)} goes back to their balance.`}
          multiline
          maxLength={500}
          emptyProblem={FINANCE_MESSAGES.reason}
          submitLabel="Mark failed"
          busyLabel="Saving…"
          tone="danger"
          busy={move.isPending}
          failure={failure}
          onSubmit={(reason) => void send(asked, reason)}
          onClose={() => setAsked(null)}
        />
      )}
    </>
  );
}
