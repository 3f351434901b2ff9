import { useState } from 'react';
import { Box, Button, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { addressInput, countryName, countryOptions, type Address, type CountryLanguage } from '@pod/shared';
import { SelectField, schemaErrorKeys, TextField, useSaveForm, type FieldErrorKeys } from '../../../ui';
import { useOrdersT } from '../i18n';

const FIELDS = ['name', 'company', 'address1', 'address2', 'city', 'state', 'zip', 'phone', 'email'] as const;
type Draft = Record<(typeof FIELDS)[number] | 'country', string>;

const draftOf = (a: Partial<Address> | null | undefined): Draft =>
  Object.fromEntries([...FIELDS, 'country'].map((k) => [k, (a?.[k as keyof Address] as string | null | undefined) ?? ''])) as Draft;

/** An address as text, and while the order is editable a form checked with the shared schema before it is saved. */
export function AddressCard({
  address,
  editable,
  onSave,
  testId,
}: {
  address: Address | null | undefined;
  editable: boolean;
  onSave: (a: Draft) => Promise<void>;
  testId: string;
}) {
  const { t, i18n } = useOrdersT();
  const language = i18n.language.slice(0, 2) as CountryLanguage;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<FieldErrorKeys>({});
  // The server names fields under the address (shipping_address.city); the form under itself (city).
  const save = useSaveForm((e) => setErrors(Object.fromEntries(Object.entries(e).map(([k, v]) => [k.split('.').pop()!, v]))));
  if (draft) {
    const field = (k: keyof Draft) => ({
      name: k,
      label: t(`address.${k}`),
      value: draft[k],
      error: errors[k] && t(errors[k]),
      onChange: (v: string) => setDraft({ ...draft, [k]: v }),
    });
    return (
      <Box as="form" data-testid={`${testId}-form`} onSubmit={(e) => e.preventDefault()}>
        <SimpleGrid columns={2} gap="3">
          {FIELDS.map((k) => (
            <TextField key={k} {...field(k)} required={k === 'name' || k === 'address1' || k === 'city'} />
          ))}
          <SelectField
            {...field('country')}
            required
            options={[{ value: '', label: '' }, ...countryOptions(language).map((c) => ({ value: c.code, label: c.name }))]}
          />
        </SimpleGrid>
        <HStack mt="3" gap="2">
          <Button
            size="sm"
            colorPalette="brand"
            type="submit"
            data-testid={`${testId}-save`}
            onClick={() =>
              void save(schemaErrorKeys(addressInput, draft), async () => {
                await onSave(draft);
                setDraft(null);
              })
            }
          >
            {t('common.save')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setDraft(null)}>
            {t('common.cancel')}
          </Button>
        </HStack>
      </Box>
    );
  }
  return (
    <Box data-testid={testId}>
      {address ? (
        <Text whiteSpace="pre-line">
          {[
            address.name,
            address.company,
            address.address1,
            address.address2,
            [address.zip, address.city, address.state].filter(Boolean).join(' '),
            countryName(address.country, language),
            address.phone,
            address.email,
          ]
            .filter(Boolean)
            .join('\n')}
        </Text>
      ) : (
        <Text color="fg.muted">{t('address.same_as_shipping')}</Text>
      )}
      {editable && (
        <Button size="xs" variant="outline" mt="2" onClick={() => setDraft(draftOf(address))} data-testid={`${testId}-edit`}>
          {t('common.edit')}
        </Button>
      )}
    </Box>
  );
}
