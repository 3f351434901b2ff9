import { useState } from 'react';
import { catalogueNameInput } from '@pod/shared';
import { schemaErrorKeys, useSaveForm, type FieldErrorKeys } from '../../../ui';

type NameInput = { _id?: string; name: string };

/**
 * The name-only lists (categories, tags): the "new" field and the row renamed in place, both checked
 * against the shared name schema and saved through `save`, then the list read again.
 */
export function useNameForms(save: (input: NameInput) => Promise<unknown>, refetch: () => unknown) {
  const [errors, setErrors] = useState<FieldErrorKeys>({});
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const submit = useSaveForm(setErrors);
  const send = (input: NameInput, after: () => void) =>
    void submit(schemaErrorKeys(catalogueNameInput, input), async () => {
      await save(input);
      after();
      refetch();
    });
  return {
    errors,
    name,
    setName,
    editing,
    setEditing,
    /** Saves the row being renamed and closes its field. */
    rename: (id: string, value: string) => send({ _id: id, name: value }, () => setEditing(null)),
    /** Makes one named as the "new" field says, then empties it (`onCreated` first, with the name). */
    create: (onCreated?: (name: string) => void) =>
      send({ name }, () => {
        onCreated?.(name);
        setName('');
      }),
  };
}

export type NameForms = ReturnType<typeof useNameForms>;
