import { useEffect, useState } from 'react';
import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { saveStorageSettingsInput, STORAGE_DRIVERS } from '@pod/shared';
import { toaster } from '../../../ui/toaster';
import type { TestStorageConnectionMutation } from '../../../gql/graphql';
import {
  CheckField,
  errorText,
  Grid,
  PageHeader,
  schemaErrorKeys,
  Section,
  SelectField,
  showError,
  TextField,
  useSaveForm,
  type FieldErrorKeys,
  serverTextOf,
} from '../../../ui';
import { STORAGE_SETTINGS } from '../graphql';
import { LogisticsPage, useLogisticsT } from '../i18n';
import { useSaveStorageSettings, useTestStorageConnection } from '../hooks/mutations';

type TestResult = TestStorageConnectionMutation['testStorageConnection'];
const S3_FIELDS = [
  ['s3_endpoint', 'endpoint'],
  ['s3_region', 'region'],
  ['s3_bucket', 'bucket'],
  ['s3_access_key_id', 'access_key_id'],
] as const;

function Storage() {
  const { t } = useLogisticsT();
  const { data, error, refetch } = useQuery(STORAGE_SETTINGS);
  const current = data?.storageSettings;
  const [v, setV] = useState<Record<string, string>>({ driver: 'local' });
  const [pathStyle, setPathStyle] = useState(true);
  const [errors, setErrors] = useState<FieldErrorKeys>({});
  const [result, setResult] = useState<TestResult | null>(null);
  const save = useSaveForm(setErrors);
  const [saveSettings, saving] = useSaveStorageSettings();
  const [test, testing] = useTestStorageConnection();
  useEffect(() => {
    if (!current) return;
    setV({
      driver: current.driver,
      s3_secret_access_key: '',
      ...Object.fromEntries(S3_FIELDS.map(([f]) => [f, current[f] ?? ''])),
    });
    setPathStyle(current.s3_force_path_style);
  }, [current]);
  if (error) return <Text color="fg.error">{errorText(error)}</Text>;
  const input = { ...v, driver: v.driver ?? 'local', s3_force_path_style: pathStyle };
  const err = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  const driverLabel = (d: string) => t(`storage.driver_${d}`);
  return (
    <Stack gap="4">
      <PageHeader title={t('menu.storage')} />
      {current && (
        <Alert.Root status="info" data-testid="storage-new-files">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('storage.new_files', { driver: driverLabel(current.driver) })}</Alert.Title>
            <Alert.Description>
              <Text>{t('storage.existing_stay')}</Text>
              <Text color="fg.muted" data-testid="storage-boot-driver">
                {t('storage.boot_driver', { driver: driverLabel(current.boot_driver) })}
              </Text>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Stack
        as="form"
        gap="4"
        onSubmit={(e) => {
          e.preventDefault();
          void save(schemaErrorKeys(saveStorageSettingsInput, input), async () => {
            await saveSettings({ variables: { input } });
            toaster.success({ title: t('common.saved') });
            await refetch();
          });
        }}
      >
        <Section title={t('storage.driver')}>
          <SelectField
            name="driver"
            label={t('storage.driver')}
            value={v.driver}
            onChange={(driver) => setV({ ...v, driver })}
            options={STORAGE_DRIVERS.map((d) => ({ value: d, label: driverLabel(d) }))}
          />
        </Section>
        <Section title={t('storage.s3')}>
          <Grid columns={2}>
            {S3_FIELDS.map(([field, label]) => (
              <TextField
                key={field}
                name={field}
                label={t(`storage.${label}`)}
                value={v[field] ?? ''}
                onChange={(value) => setV({ ...v, [field]: value })}
                error={err(field)}
              />
            ))}
            <TextField
              name="s3_secret_access_key"
              type="password"
              label={t('storage.secret_access_key')}
              helper={current?.s3_secret_set ? t('storage.secret_help_set', { hint: current.s3_secret_hint }) : t('storage.secret_help_unset')}
              value={v.s3_secret_access_key ?? ''}
              onChange={(value) => setV({ ...v, s3_secret_access_key: value })}
              error={err('s3_secret_access_key')}
            />
          </Grid>
          <HStack mt="4">
            <CheckField name="path_style" label={t('storage.path_style')} checked={pathStyle} onChange={setPathStyle} />
          </HStack>
        </Section>
        <HStack>
          <Button type="submit" colorPalette="brand" loading={saving.loading} data-testid="storage-save">
            {t('common.save')}
          </Button>
          {STORAGE_DRIVERS.map((d) => (
            <Button
              key={d}
              variant="outline"
              loading={testing.loading}
              data-testid={`storage-test-${d}`}
              onClick={async () => {
                try {
                  const res = await test({ variables: { driver: d } });
                  setResult(res.data?.testStorageConnection ?? null);
                } catch (e) {
                  showError(e);
                }
              }}
            >
              {t('storage.test')}: {driverLabel(d)}
            </Button>
          ))}
        </HStack>
      </Stack>
      {result && (
        <Alert.Root status={result.ok ? 'success' : 'error'} data-testid="storage-test-result">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {result.ok
                ? t('storage.test_ok', { driver: driverLabel(result.driver) })
                : t('storage.test_failed', { driver: driverLabel(result.driver), step: t(`storage.step_${result.step}`) })}
            </Alert.Title>
            {result.text && <Alert.Description>{serverTextOf(result.text, t)}</Alert.Description>}
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}

export default function StoragePage() {
  return (
    <LogisticsPage module="settings">
      <Storage />
    </LogisticsPage>
  );
}
