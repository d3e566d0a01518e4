import { useState, type ReactNode } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';

export interface AskDialogProps {
  title: string;
  /** the text asked for: "Bank reference", "Why was it refused?" */
  label: string;
  hint?: string;
  /** a reason (several lines) rather than a reference (one line) */
  multiline?: boolean;
  maxLength: number;
  /** said under the field when it is sent empty */
  emptyProblem: string;
  submitLabel: string;
  busyLabel: string;
  tone?: 'danger' | 'primary';
  busy: boolean;
  /** why the last try failed */
  failure: string | null;
  /** what the question is about, above the field */
  children?: ReactNode;
  onSubmit: (text: string) => void;
  onClose: () => void;
}

/** A dialog that asks for one text the action needs (a bank reference, a reason) and does not send it empty. */
export function AskDialog({
  title,
  label,
  hint,
  multiline = false,
  maxLength,
  emptyProblem,
  submitLabel,
  busyLabel,
  tone = 'primary',
  busy,
  failure,
  children,
  onSubmit,
  onClose,
}: AskDialogProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  return (
    <FormDialog
      title={title}
      failure={failure}
      busy={busy}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      tone={tone}
      onSubmit={() => {
        if (text.trim() === '') setProblem(emptyProblem);
        else onSubmit(text.trim());
      }}
      onClose={onClose}
    >
      {children}
      <FormField
        as={multiline ? 'textarea' : 'input'}
        label={label}
        hint={hint}
        maxLength={maxLength}
        required
        error={problem}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(undefined);
        }}
      />
    </FormDialog>
  );
}
