import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteCoupon } from '../api/delete-coupon';
import { useCoupons } from '../api/get-coupons';
import { useSaveCoupon } from '../api/save-coupon';
import { AdminListTable } from './list-controls';
import { FlashMessages, PageHeader } from './page-header';
import { errorText, useFlash } from './use-flash';

/** Coupons: a code for a percentage off the bag's subtotal, usable once per order. */
export function CouponsPage() {
  const coupons = useCoupons();
  const save = useSaveCoupon();
  const remove = useDeleteCoupon();
  const flash = useFlash();
  const [code, setCode] = useState('');
  const [percent, setPercent] = useState('10');
  const [deleting, setDeleting] = useState<string | null>(null);
  const ids = { code: useId(), percent: useId() };

  const run = async (action: () => Promise<unknown>, message: string) => {
    try {
      await action();
      flash.succeed(message);
      return true;
    } catch (error) {
      flash.fail(errorText(error));
      return false;
    }
  };

  return (
    <>
      <PageHeader title="Coupons" />
      <FlashMessages flash={flash} />
      <form
        className="card shadow-sm mb-3"
        onSubmit={(event) => {
          event.preventDefault();
          void run(() => save.mutateAsync({ existing: false, code: code.trim(), percent: Number(percent), active: true }), `${code.trim().toUpperCase()} created`).then((ok) => ok && setCode(''));
        }}
      >
        <div className="card-body d-flex flex-wrap gap-2 align-items-end">
          <div>
            <label htmlFor={ids.code} className="form-label">
              Code
            </label>
            <input id={ids.code} className="form-control text-uppercase" value={code} onChange={(e) => setCode(e.target.value)} placeholder="EID25" />
          </div>
          <div>
            <label htmlFor={ids.percent} className="form-label">
              Percent off
            </label>
            <input id={ids.percent} className="form-control" inputMode="numeric" value={percent} onChange={(e) => setPercent(e.target.value)} style={{ width: 110 }} />
          </div>
          <button type="submit" className="btn btn-accent" disabled={save.isPending || code.trim() === ''}>
            Add coupon
          </button>
        </div>
      </form>
      <AdminListTable
        query={coupons}
        loadingLabel="Loading coupons…"
        empty="No coupons yet."
        head={
          <>
            <th scope="col">Code</th>
            <th scope="col">Percent off</th>
            <th scope="col">Active</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </>
        }
        row={(c) => (
          <tr key={c.code}>
            <td className="fw-semibold">{c.code}</td>
            <td>
              <select
                className="form-select form-select-sm"
                style={{ width: 100 }}
                aria-label={`Percent off for ${c.code}`}
                value={c.percent}
                onChange={(e) => void run(() => save.mutateAsync({ existing: true, code: c.code, percent: Number(e.target.value), active: c.active }), `${c.code} saved`)}
              >
                {[...new Set([5, 10, 15, 20, 25, 30, 40, 50, 60, 70, c.percent])]
                  .sort((a, b) => a - b)
                  .map((p) => (
                    <option key={p} value={p}>
                      {p}%
                    </option>
                  ))}
              </select>
            </td>
            <td>
              <div className="form-check form-switch">
                <input
                  className="form-check-input"
                  type="checkbox"
                  role="switch"
                  aria-label={`${c.code} active`}
                  checked={c.active}
                  onChange={() => void run(() => save.mutateAsync({ existing: true, code: c.code, percent: c.percent, active: !c.active }), `${c.code} ${c.active ? 'switched off' : 'switched on'}`)}
                />
              </div>
            </td>
            <td className="text-end">
              <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setDeleting(c.code)}>
                Delete
              </button>
            </td>
          </tr>
        )}
      />
      {deleting && (
        <ConfirmDialog
          title="Delete coupon"
          confirmLabel="Delete"
          busyLabel="Deleting…"
          busy={remove.isPending}
          onConfirm={() => {
            void run(() => remove.mutateAsync(deleting), `${deleting} deleted`).then(() => setDeleting(null));
          }}
          onClose={() => setDeleting(null)}
        >
          <p className="mb-0">
            Delete the coupon <strong>{deleting}</strong>? Shoppers can no longer apply it.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
