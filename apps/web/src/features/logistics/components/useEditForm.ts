import { useState } from 'react';
import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { InputSchema } from '@pod/shared';
import { toaster } from '../../../ui/toaster';
import { schemaErrorKeys, useSaveForm, type FieldErrorKeys } from '../../../ui';
import { useLogisticsT } from '../i18n';

/**
 * A logistics form's save: `input` checked against the shared `schema` (errors by field, translated,
 * from `err`), then sent through `mutation`; after it `afterSave` (if any), a "saved" toast, `onDone`.
 */
export function useEditForm<TInput>(opts: {
  mutation: TypedDocumentNode<unknown, { input: TInput }>;
  schema: InputSchema;
  input: TInput;
  onDone: () => void;
  afterSave?: () => Promise<void>;
}) {
  const { t } = useLogisticsT();
  const [errors, setErrors] = useState<FieldErrorKeys>({});
  const save = useSaveForm(setErrors);
  const [make, { loading }] = useMutation(opts.mutation);
  const err = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  const submit = () =>
    void save(schemaErrorKeys(opts.schema, opts.input), async () => {
      await make({ variables: { input: opts.input } });
      await opts.afterSave?.();
      toaster.success({ title: t('common.saved') });
      opts.onDone();
    });
  return { err, submit, saving: loading };
}
