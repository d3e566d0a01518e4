import type { Coupon } from '@onsale/core/contracts/admin';
import { useId, useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { useSaveCoupon } from '../api/save-coupon';
import { CouponLimitFields } from './coupon-limit-fields';
import { limitText, readCouponLimits, type CouponLimitErrors, type CouponLimitsText } from './coupon-limits';

/** Changes how often a coupon may be used: in all and by one shopper, empty for no limit. */
export function CouponLimitsDialog({
  coupon,
  onSaved,
  onClose,
}: {
  coupon: Coupon;
  onSaved: () => void;
  onClose: () => void;
}) {
  const save = useSaveCoupon();
  const [text, setText] = useState<CouponLimitsText>({
    maxUses: limitText(coupon.maxUses),
    maxUsesPerShopper: limitText(coupon.maxUsesPerShopper),
  });
  const [errors, setErrors] = useState<CouponLimitErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();

  const submit = async () => {
    setFailure(null);
    const read = readCouponLimits(text);
    if ('errors' in read) return setErrors(read.errors);
    setErrors({});
    try {
      await save.mutateAsync({
        existing: true,
        code: coupon.code,
        percent: coupon.percent,
        active: coupon.active,
        ...read.limits,
      });
      onSaved();
    } catch (error) {
      if (error instanceof ApiRequestError && error.fields) setErrors(error.fields);
      else setFailure(messageOf(error));
    }
  };

  return (
    <FormDialog
      title={`Limits of ${coupon.code}`}
      failure={failure}
      busy={save.isPending}
      submitLabel="Save limits"
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <p className="small text-muted">
        Used {coupon.uses} {coupon.uses === 1 ? 'time' : 'times'} so far. Leave a limit empty for none.
      </p>
      <CouponLimitFields idPrefix={id} text={text} errors={errors} onChange={setText} />
    </FormDialog>
  );
}
