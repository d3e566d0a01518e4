import { useId, useState, type ReactNode } from 'react';
import { FormDialog } from './form-dialog';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. */
  busyLabel?: string;
  /** The action is running: both buttons wait. */
  busy?: boolean;
  /** Why the action failed, shown above the question; the dialog stays open to try again. */
  failure?: string | null;
  /** danger for what cannot be undone (delete, block), primary otherwise. */
  tone?: 'danger' | 'primary';
  /** A free-text answer asked for with the question (a reason); passed to onConfirm. */
  input?: { label: string; help?: string; maxLength?: number };
  onConfirm: (answer: string) => void;
  onClose: () => void;
}

/**
 * The one dialog that asks before an action, everywhere in the app (never the browser's
 * confirm() or prompt()): a question, an optional answer, Cancel and the action.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel = 'Working…',
  busy = false,
  failure = null,
  tone = 'danger',
  input,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const inputId = useId();
  const [answer, setAnswer] = useState('');
  return (
    <FormDialog
      title={title}
      failure={failure}
      busy={busy}
      submitLabel={confirmLabel}
      busyLabel={busyLabel}
      tone={tone}
      onSubmit={() => onConfirm(answer.trim())}
      onClose={onClose}
    >
      {children}
      {input && (
        <div className="mt-3">
          <label htmlFor={inputId} className="form-label">
            {input.label}
          </label>
          <textarea
            id={inputId}
            className="form-control"
            rows={3}
            maxLength={input.maxLength ?? 500}
            value={answer}
            onChange={(event) => setAnswer(event.target.value)}
            aria-describedby={input.help ? `${inputId}-help` : undefined}
          />
          {input.help && (
            <div id={`${inputId}-help`} className="form-text">
              {input.help}
            </div>
          )}
        </div>
      )}
    </FormDialog>
  );
}

/**
 * The thing a ConfirmDialog asks about (the banner to delete, the buyer to block) and why the last
 * try failed: `ask` opens the question, `confirm` runs the action and closes it once done; a
 * failure keeps it open, said in `failureOf`'s words, to try again or cancel.
 */
export function useConfirm<Item>(failureOf: (error: unknown) => string) {
  const [item, setItem] = useState<Item | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const ask = (next: Item) => {
    setFailure(null);
    setItem(next);
  };
  const close = () => setItem(null);
  const confirm = async (action: (item: Item) => Promise<void>) => {
    if (item === null) return;
    setFailure(null);
    try {
      await action(item);
      setItem(null);
    } catch (error) {
      setFailure(failureOf(error));
    }
  };
  return { item, failure, ask, close, confirm };
}
