import type { Return } from '@onsale/core/contracts/returns';
import { RETURN_NOTE_MAX_LENGTH } from '@onsale/core/returns';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { messageOf } from '../../../lib/api-client';
import { useActOnReturn, type ShopperReturnAction } from '../api/act-on-return';
import { SendBackDialog } from './send-back-dialog';

type Asking = ShopperReturnAction['action'];

/**
 * The shopper's buttons for what the return allows now (Return.actions): Withdraw (asked first),
 * "I have sent it" (with the courier, optionally) and "Ask OnSale to decide" (with a note).
 */
export function ReturnActions({ request, onRefused }: { request: Return; onRefused: () => void }) {
  const act = useActOnReturn();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const may = (action: Asking) => request.actions.includes(action);
  if (!may('withdraw') && !may('send') && !may('escalate')) return null;

  const open = (action: Asking) => {
    setFailure(null);
    setAsking(action);
  };
  const run = async (body: ShopperReturnAction) => {
    setFailure(null);
    try {
      await act.mutateAsync({ id: request.id, ...body });
      setAsking(null);
    } catch (error) {
      setFailure(messageOf(error));
      // The return moved on meanwhile: show what it allows now.
      onRefused();
    }
  };

  return (
    <div className="d-flex flex-wrap gap-2" data-testid="return-actions">
      {may('send') && (
        <button type="button" className="btn btn-accent" onClick={() => open('send')}>
          I have sent it
        </button>
      )}
      {may('escalate') && (
        <button type="button" className="btn btn-accent" onClick={() => open('escalate')}>
          Ask OnSale to decide
        </button>
      )}
      {may('withdraw') && (
        <button type="button" className="btn btn-outline-danger" onClick={() => open('withdraw')}>
          Withdraw
        </button>
      )}
      {asking === 'withdraw' && (
        <ConfirmDialog
          title={`Withdraw return ${request.number}?`}
          confirmLabel="Withdraw return"
          busyLabel="Withdrawing…"
          busy={act.isPending}
          failure={failure}
          onConfirm={() => void run({ action: 'withdraw' })}
          onClose={() => setAsking(null)}
        >
          <p className="mb-0">You keep the item and nothing is refunded.</p>
        </ConfirmDialog>
      )}
      {asking === 'escalate' && (
        <ConfirmDialog
          title="Ask OnSale to decide"
          confirmLabel="Ask OnSale to decide"
          busyLabel="Sending…"
          tone="primary"
          busy={act.isPending}
          failure={failure}
          input={{
            label: 'Why should the return be accepted? (optional)',
            help: 'OnSale reads the seller’s reason and yours, and decides.',
            maxLength: RETURN_NOTE_MAX_LENGTH,
          }}
          onConfirm={(note) => void run({ action: 'escalate', ...(note ? { note } : {}) })}
          onClose={() => setAsking(null)}
        >
          <p className="mb-0">The seller rejected your return. OnSale can look at it again.</p>
        </ConfirmDialog>
      )}
      {asking === 'send' && (
        <SendBackDialog
          busy={act.isPending}
          failure={failure}
          onConfirm={(sent) => void run({ action: 'send', ...sent })}
          onClose={() => setAsking(null)}
        />
      )}
    </div>
  );
}
