import type { Coupon } from '@onsale/core/contracts/admin';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteCoupon } from '../api/delete-coupon';
import { useCoupons } from '../api/get-coupons';
import { useSaveCoupon } from '../api/save-coupon';
import { messageOf } from '../../../lib/api-client';
import { CouponLimitFields } from './coupon-limit-fields';
import { limitsSummary, readCouponLimits, type CouponLimitErrors, type CouponLimitsText } from './coupon-limits';
import { CouponLimitsDialog } from './coupon-limits-dialog';
import { AdminListTable } from './list-controls';
import { FlashMessages, PageHeader } from './page-header';
import { useFlash } from './use-flash';

/** Coupons: a code for a percentage off the bag's subtotal, once per order, as often as its limits allow. */
export function CouponsPage() {
  const coupons = useCoupons();
  const save = useSaveCoupon();
  const remove = useDeleteCoupon();
  const flash = useFlash();
  const [code, setCode] = useState('');
  const [percent, setPercent] = useState('10');
  const [limits, setLimits] = useState<CouponLimitsText>({ maxUses: '', maxUsesPerShopper: '' });
  const [limitErrors, setLimitErrors] = useState<CouponLimitErrors>({});
  const [deleting, setDeleting] = useState<string | null>(null);
  const [editingLimits, setEditingLimits] = useState<Coupon | null>(null);
  const ids = { code: useId(), percent: useId(), limits: useId() };

  const add = async () => {
    const read = readCouponLimits(limits);
    if ('errors' in read) return setLimitErrors(read.errors);
    setLimitErrors({});
    const added = await run(
      () =>
        save.mutateAsync({
          existing: false,
          code: code.trim(),
          percent: Number(percent),
          active: true,
          ...read.limits,
        }),
      `${code.trim().toUpperCase()} created`,
    );
    if (added) {
      setCode('');
      setLimits({ maxUses: '', maxUsesPerShopper: '' });
    }
  };

  const run = async (action: () => Promise<unknown>, message: string) => {
    try {
      await action();
      flash.succeed(message);
      return true;
    } catch (error) {
      flash.fail(messageOf(error));
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
          void add();
        }}
        noValidate
      >
        <div className="card-body d-flex flex-wrap gap-2 align-items-start">
          <div>
            <label htmlFor={ids.code} className="form-label">
              Code
            </label>
            <input
              id={ids.code}
              className="form-control text-uppercase"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              placeholder="EID25"
            />
          </div>
          <div>
            <label htmlFor={ids.percent} className="form-label">
              Percent off
            </label>
            <input
              id={ids.percent}
              className="form-control"
              inputMode="numeric"
              value={percent}
              onChange={(e) => setPercent(e.target.value)}
              style={{ width: 110 }}
            />
          </div>
          <CouponLimitFields idPrefix={ids.limits} text={limits} errors={limitErrors} onChange={setLimits} compact />
          {/* The button lines up with the inputs, not with their labels. */}
          <div className="coupon-add">
            <button type="submit" className="btn btn-accent" disabled={save.isPending || code.trim() === ''}>
              Add coupon
            </button>
          </div>
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
            <th scope="col">Used</th>
            <th scope="col">Limits</th>
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
                onChange={(e) =>
                  void run(
                    () =>
                      save.mutateAsync({
                        existing: true,
                        code: c.code,
                        percent: Number(e.target.value),
                        active: c.active,
                      }),
                    `${c.code} saved`,
                  )
                }
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
            <td data-testid="coupon-uses">{c.uses}</td>
            <td>
              <div className="d-flex align-items-center gap-2">
                <span className="text-nowrap">{limitsSummary(c)}</span>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary text-nowrap"
                  onClick={() => setEditingLimits(c)}
                  aria-label={`Edit limits of ${c.code}`}
                >
                  Edit
                </button>
              </div>
            </td>
            <td>
              <div className="form-check form-switch">
                <input
                  className="form-check-input"
                  type="checkbox"
                  role="switch"
                  aria-label={`${c.code} active`}
                  checked={c.active}
                  onChange={() =>
                    void run(
                      () => save.mutateAsync({ existing: true, code: c.code, percent: c.percent, active: !c.active }),
                      `${c.code} ${c.active ? 'switched off' : 'switched on'}`,
                    )
                  }
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
      {editingLimits && (
        <CouponLimitsDialog
          coupon={editingLimits}
          onClose={() => setEditingLimits(null)}
          onSaved={() => {
            flash.succeed(`${editingLimits.code} limits saved`);
            setEditingLimits(null);
          }}
        />
      )}
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
