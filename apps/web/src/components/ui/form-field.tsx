import type { InputHTMLAttributes, ReactNode } from 'react';
import { forwardRef, useId } from 'react';

/** "is required" under the Email field reads "Email is required"; a shop text starting with a capital is shown as it is. */
export function fieldErrorText(label: string, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return /^[a-z]/.test(message) ? `${label} ${message}` : message;
}

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  as?: 'input' | 'textarea';
}

/** A labelled Bootstrap input with its error below it, wired for screen readers. */
export const FormField = forwardRef<HTMLInputElement & HTMLTextAreaElement, FormFieldProps>(function FormField(
  { label, error, hint, as = 'input', id, className = '', ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const shown = fieldErrorText(label, error);
  const common = {
    id: inputId,
    className: `form-control ${shown ? 'is-invalid' : ''}`,
    'aria-invalid': shown ? true : undefined,
    'aria-describedby': shown ? errorId : undefined,
  };
  return (
    <div className={`mb-3 ${className}`}>
      <label htmlFor={inputId} className="form-label">
        {label}
      </label>
      {as === 'textarea' ? (
        <textarea ref={ref} {...common} {...(rest as InputHTMLAttributes<HTMLTextAreaElement> as object)} />
      ) : (
        <input ref={ref} {...common} {...rest} />
      )}
      {hint && !shown && <div className="form-text">{hint}</div>}
      {shown && (
        <div id={errorId} className="invalid-feedback">
          {shown}
        </div>
      )}
    </div>
  );
});
