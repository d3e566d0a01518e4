interface QuantityStepperProps {
  value: number;
  min?: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  label?: string;
  size?: 'sm' | 'md';
}

/** Minus, the number, plus; each button is disabled at its bound and typing is clamped into range. */
export function QuantityStepper({
  value,
  min = 1,
  max,
  onChange,
  disabled = false,
  label = 'Quantity',
  size = 'md',
}: QuantityStepperProps) {
  const upper = Math.max(min, max);
  const clamp = (next: number) => Math.min(upper, Math.max(min, Math.floor(next)));
  return (
    <div className={`quantity-stepper quantity-stepper-${size}`} role="group" aria-label={label}>
      <button
        type="button"
        className="btn"
        aria-label={`Decrease ${label.toLowerCase()}`}
        disabled={disabled || value <= min}
        onClick={() => onChange(clamp(value - 1))}
      >
        −
      </button>
      <input
        type="text"
        inputMode="numeric"
        aria-label={label}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '');
          if (digits !== '') onChange(clamp(Number(digits)));
        }}
      />
      <button
        type="button"
        className="btn"
        aria-label={`Increase ${label.toLowerCase()}`}
        disabled={disabled || value >= upper}
        onClick={() => onChange(clamp(value + 1))}
      >
        +
      </button>
    </div>
  );
}
