import { useState } from 'react';
import { Box, Button, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { EXTENSION_FIELDS, EXTENSION_LIMITS, EXTENSION_MARKETPLACES, makeExtensionInput, updateExtensionInput } from '@pod/shared';
import { toaster } from '../../../ui/toaster';
import type { ExtensionRowFieldsFragment } from '../../../gql/graphql';
import { schemaErrorKeys, SelectField, TextField, useSaveForm, type FieldErrorKeys } from '../../../ui';
import { useExtensionsT } from '../i18n';
import { useMakeExtension, useUpdateExtension } from '../hooks/mutations';

interface Row {
  field: string;
  selector: string;
  attribute: string;
}

const blankRow = (taken: readonly string[]): Row => ({
  field: EXTENSION_FIELDS.find((f) => !taken.includes(f)) ?? EXTENSION_FIELDS[0],
  selector: '',
  attribute: '',
});

/** The rule set's content: marketplace, name, page match and the field mappings (rows added and removed); saving makes a version. */
export function ExtensionForm({ extension, onSaved }: { extension: ExtensionRowFieldsFragment | null; onSaved: (id: string) => void }) {
  const { t } = useExtensionsT();
  const [marketplace, setMarketplace] = useState<string>(extension?.marketplace ?? EXTENSION_MARKETPLACES[0]);
  const [name, setName] = useState(extension?.name ?? '');
  const [pageMatch, setPageMatch] = useState(extension?.current?.page_match ?? '');
  const [rows, setRows] = useState<Row[]>(
    extension?.current?.mappings.map((m) => ({ field: m.field, selector: m.selector, attribute: m.attribute ?? '' })) ?? [blankRow([])],
  );
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrorKeys>({});
  const [make, making] = useMakeExtension();
  const [update, updating] = useUpdateExtension();
  const save = useSaveForm(setErrors);
  const busy = making.loading || updating.loading;

  const change = (i: number, patch: Partial<Row>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const value = {
    marketplace,
    name,
    page_match: pageMatch,
    mappings: rows.map((r) => ({ field: r.field, selector: r.selector, attribute: r.attribute || undefined })),
    note: note || undefined,
  };
  const submit = () =>
    save(schemaErrorKeys(extension ? updateExtensionInput : makeExtensionInput, extension ? { _id: extension._id, ...value } : value), async () => {
      if (extension) {
        const r = await update({ variables: { _id: extension._id, ...value } });
        toaster.success({ title: t('editor.saved_version', { version: r.data!.updateExtension.version }) });
        onSaved(extension._id);
      } else {
        const r = await make({ variables: value });
        toaster.success({ title: t('editor.created') });
        onSaved(r.data!.makeExtension._id);
      }
    });
  const err = (key: string) => errors[key] && t(errors[key]);

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="4">
        <HStack gap="4" align="flex-start">
          <Box flex="1">
            <SelectField
              name="marketplace"
              label={t('editor.marketplace')}
              value={marketplace}
              onChange={setMarketplace}
              options={EXTENSION_MARKETPLACES.map((m) => ({ value: m, label: t(`marketplace.${m}`) }))}
              error={err('marketplace')}
              required
            />
          </Box>
          <Box flex="2">
            <TextField name="name" label={t('editor.name')} value={name} onChange={setName} error={err('name')} required maxLength={EXTENSION_LIMITS.name} />
          </Box>
        </HStack>
        <TextField
          name="page_match"
          label={t('editor.page_match')}
          value={pageMatch}
          onChange={setPageMatch}
          error={err('page_match')}
          required
          placeholder="https://*.etsy.com/your/orders/*"
          helper={t('editor.page_match_help')}
          maxLength={EXTENSION_LIMITS.pageMatch}
        />
        <Stack gap="2" role="group" aria-labelledby="mappings-label">
          <Heading size="sm" id="mappings-label">
            {t('editor.mappings')}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('editor.mappings_help')}
          </Text>
          {rows.map((r, i) => (
            <HStack key={i} gap="2" align="flex-end" data-testid="mapping-row">
              <Box flex="1.2">
                <SelectField
                  name={`mapping-${i}-field`}
                  label={t('editor.field')}
                  value={r.field}
                  onChange={(v) => change(i, { field: v })}
                  options={EXTENSION_FIELDS.map((f) => ({ value: f, label: t(`field.${f}`) }))}
                  error={err(`mappings.${i}.field`)}
                />
              </Box>
              <Box flex="2">
                <TextField
                  name={`mapping-${i}-selector`}
                  label={t('editor.selector')}
                  value={r.selector}
                  onChange={(v) => change(i, { selector: v })}
                  error={err(`mappings.${i}.selector`)}
                  placeholder=".order-id"
                  maxLength={EXTENSION_LIMITS.selector}
                />
              </Box>
              <Box flex="1">
                <TextField
                  name={`mapping-${i}-attribute`}
                  label={t('editor.attribute')}
                  value={r.attribute}
                  onChange={(v) => change(i, { attribute: v })}
                  error={err(`mappings.${i}.attribute`)}
                  placeholder={t('editor.attribute_placeholder')}
                  maxLength={EXTENSION_LIMITS.attribute}
                />
              </Box>
              <IconButton
                aria-label={t('editor.remove_mapping', { n: i + 1 })}
                variant="ghost"
                size="sm"
                mb="1"
                disabled={rows.length === 1}
                onClick={() => setRows(rows.filter((_, j) => j !== i))}
                data-testid={`remove-mapping-${i}`}
              >
                <Trash2 size={16} aria-hidden />
              </IconButton>
            </HStack>
          ))}
          {err('mappings') && (
            <Text fontSize="sm" color="fg.error" data-testid="error-mappings">
              {err('mappings')}
            </Text>
          )}
          <Button
            variant="outline"
            size="sm"
            alignSelf="flex-start"
            disabled={rows.length >= EXTENSION_LIMITS.mappings}
            onClick={() => setRows([...rows, blankRow(rows.map((r) => r.field))])}
            data-testid="add-mapping"
          >
            <Plus size={16} aria-hidden />
            {t('editor.add_mapping')}
          </Button>
        </Stack>
        <TextField name="note" label={t('editor.note')} value={note} onChange={setNote} error={err('note')} maxLength={EXTENSION_LIMITS.note} />
        <HStack>
          <Button type="submit" loading={busy} data-testid="save-extension">
            {extension ? t('editor.save_version', { version: extension.version + 1 }) : t('editor.create')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
