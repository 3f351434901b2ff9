import { useState } from 'react';
import { Button, Field, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { toaster } from '../../../ui/toaster';
import type { ImportFulfilmentResultMutation } from '../../../gql/graphql';
import { Section, serverTextOf, showError } from '../../../ui';
import { useLogisticsT } from '../i18n';
import { useImportFulfilmentResult } from '../hooks/mutations';

type Result = ImportFulfilmentResultMutation['importFulfilmentResult'];

/** Pastes a provider's result CSV: its rows ship the account's lines with their tracking, each refused row is listed with why (translated by its reason). */
export function ResultImport({ accountId }: { accountId: string }) {
  const { t } = useLogisticsT();
  const [csv, setCsv] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const [run, { loading }] = useImportFulfilmentResult();
  return (
    <Section title={t('fulfilments.import_title')} testId="result-import-panel">
      <Stack gap="3">
        <Field.Root>
          <Field.Label>{t('fulfilments.import_help')}</Field.Label>
          <Textarea rows={5} fontFamily="mono" value={csv} onChange={(e) => setCsv(e.target.value)} data-testid="result-csv" />
        </Field.Root>
        <Button
          alignSelf="start"
          variant="outline"
          loading={loading}
          disabled={!csv.trim()}
          data-testid="result-import"
          onClick={async () => {
            try {
              const res = await run({ variables: { id: accountId, csv } });
              const out = res.data?.importFulfilmentResult ?? null;
              setResult(out);
              if (out) toaster.success({ title: t('fulfilments.imported', { count: out.imported }) });
            } catch (e) {
              showError(e);
            }
          }}
        >
          {t('fulfilments.import')}
        </Button>
        {result && result.errors.length > 0 && (
          <List.Root ps="4" data-testid="result-errors">
            {result.errors.map((e) => (
              <List.Item key={e.row}>
                <Text color="fg.error">{t('fulfilments.row_error', { row: e.row, message: serverTextOf(e.text, t) })}</Text>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Stack>
    </Section>
  );
}
