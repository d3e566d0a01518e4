import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';

/**
 * The form of a new or an existing banner or category: its values as typed, and `submit`, which
 * saves them and reports "<name> created" or "<name> saved"; a refusal stays in the form as `failure`.
 */
export function useDraftForm<Draft extends { id?: string }>(
  draft: Draft,
  save: (values: Draft) => Promise<unknown>,
  nameOf: (values: Draft) => string,
  onSaved: (message: string) => void,
) {
  const [values, setValues] = useState(draft);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    setFailure(null);
    try {
      await save(values);
      onSaved(`${nameOf(values)} ${draft.id ? 'saved' : 'created'}`);
    } catch (error) {
      setFailure(messageOf(error));
    }
  };
  return { values, setValues, failure, submit };
}
