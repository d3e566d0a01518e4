import type { CouponLimitErrors, CouponLimitsText } from './coupon-limits';

const FIELDS = [
  { name: 'maxUsesPerShopper', label: 'Uses per shopper', help: 'Counted by account, e-mail and phone' },
  { name: 'maxUses', label: 'Total uses', help: 'By all shoppers together' },
] as const;

/** The two limits of a coupon, as text: empty is no limit. */
export function CouponLimitFields({
  idPrefix,
  text,
  errors,
  onChange,
  compact = false,
}: {
  idPrefix: string;
  text: CouponLimitsText;
  errors: CouponLimitErrors;
  onChange: (text: CouponLimitsText) => void;
  compact?: boolean;
}) {
  return (
    <>
      {FIELDS.map((field) => {
        const id = `${idPrefix}-${field.name}`;
        const error = errors[field.name];
        return (
          <div key={field.name} className={compact ? undefined : 'mb-3'}>
            <label htmlFor={id} className="form-label">
              {field.label}
            </label>
            <input
              id={id}
              name={field.name}
              className={`form-control${error ? ' is-invalid' : ''}`}
              inputMode="numeric"
              placeholder="No limit"
              value={text[field.name]}
              onChange={(event) => onChange({ ...text, [field.name]: event.target.value })}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-note`}
              style={compact ? { width: 140 } : undefined}
            />
            <div id={`${id}-note`} className={error ? 'invalid-feedback' : 'form-text'}>
              {error ?? (compact ? null : field.help)}
            </div>
          </div>
        );
      })}
    </>
  );
}
