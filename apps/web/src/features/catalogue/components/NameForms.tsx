import { Button, HStack, Input } from '@chakra-ui/react';
import { ConfirmButton, showError, TextField } from '../../../ui';
import { useCatalogueT } from '../i18n';
import type { NameForms } from './useNameForms';

/** The row being renamed (`forms.editing`): its name in a field, and Save. */
export function RenameInPlace({ forms, label }: { forms: NameForms; label: string }) {
  const { t } = useCatalogueT();
  const { editing, setEditing } = forms;
  if (!editing) return null;
  return (
    <HStack
      as="form"
      onSubmit={(e) => {
        e.preventDefault();
        forms.rename(editing.id, editing.name);
      }}
    >
      <Input size="sm" aria-label={label} value={editing.name} onChange={(e) => setEditing({ id: editing.id, name: e.target.value })} />
      <Button size="xs" type="submit">
        {t('common.save')}
      </Button>
    </HStack>
  );
}

/** The "new" field over a name-only list, and Add (`testId`). */
export function CreateByName({ forms, label, testId, onCreated }: { forms: NameForms; label: string; testId: string; onCreated?: (name: string) => void }) {
  const { t } = useCatalogueT();
  const error = forms.errors.name;
  return (
    <HStack
      as="form"
      align="end"
      mb="4"
      maxW="lg"
      onSubmit={(e) => {
        e.preventDefault();
        forms.create(onCreated);
      }}
    >
      <TextField name="name" label={label} value={forms.name} onChange={forms.setName} error={error ? t(error) : undefined} />
      <Button type="submit" colorPalette="brand" data-testid={testId}>
        {t('common.add')}
      </Button>
    </HStack>
  );
}

/** A row's Remove: asks first, then `remove()` and `onRemoved` (errors shown). */
export function RemoveButton(props: { title: string; body: string; disabled?: boolean; remove: () => Promise<unknown>; onRemoved: () => void }) {
  const { t } = useCatalogueT();
  return (
    <ConfirmButton
      size="xs"
      label={t('common.remove')}
      title={props.title}
      body={props.body}
      disabled={props.disabled}
      onConfirm={async () => {
        try {
          await props.remove();
          props.onRemoved();
        } catch (e) {
          showError(e);
        }
      }}
    />
  );
}
