import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Progress, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { FileUp, Upload } from 'lucide-react';
import { IMPORT_POLICIES, type ImportPolicy } from '@pod/shared';
import { showError, FormDialog } from '../../../ui';
import { useTransferT } from '../i18n';
import { importOutcomeOf } from '../importResult';
import { IMPORT_ACCEPT, importMimetype, uploadAndPreview } from '../upload';
import { isFinished, useJob } from '../useJob';
import { PreviewTable, type ImportPreview } from './PreviewTable';
import { RefusedRows } from './RefusedRows';
import { WithStrings } from './WithStrings';
import { useImportConfirm } from '../hooks/mutations';

export interface ImportWizardProps {
  /** An import kind registered on the server (users, …). */
  kind: string;
  /** Called once rows were written, so the list behind can refresh. */
  onImported?: () => void;
}

type Step =
  { name: 'choose'; error?: string } | { name: 'uploading'; progress: number } | { name: 'preview'; preview: ImportPreview } | { name: 'run'; jobId: string };

function Progressing({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Stack gap="1" data-testid={testId} aria-live="polite">
      <Text fontSize="sm">{label}</Text>
      <Progress.Root value={value} colorPalette="brand" aria-label={label}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}

function Wizard({ kind, onImported }: ImportWizardProps) {
  const { t } = useTransferT();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [policy, setPolicy] = useState<ImportPolicy>('all_or_nothing');
  const input = useRef<HTMLInputElement>(null);
  const [confirm, { loading: confirming }] = useImportConfirm();
  const job = useJob(step.name === 'run' ? step.jobId : null);
  const outcome = importOutcomeOf(job);
  // Once per finished job that wrote rows (the callback may change identity on every render).
  const written = step.name === 'run' && outcome && outcome.created > 0 ? step.jobId : null;
  const notify = useRef(onImported);
  notify.current = onImported;
  useEffect(() => {
    if (written) notify.current?.();
  }, [written]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const mimetype = importMimetype(file.name);
    if (!mimetype) return setStep({ name: 'choose', error: t('import.wrong_type') });
    setStep({ name: 'uploading', progress: 0 });
    try {
      const preview = await uploadAndPreview(kind, file, mimetype, (f) => setStep({ name: 'uploading', progress: Math.round(f * 100) }));
      setStep({ name: 'preview', preview });
    } catch (err) {
      showError(err, t('import.read_failed'));
      setStep({ name: 'choose' });
    }
  };

  const run = async (preview: ImportPreview) => {
    try {
      const res = await confirm({ variables: { kind, fileId: preview.file_id, policy } });
      if (res.data) setStep({ name: 'run', jobId: res.data.importConfirm._id });
    } catch (err) {
      showError(err, t('import.failed'));
    }
  };

  const reset = () => {
    setStep({ name: 'choose' });
    if (input.current) input.current.value = '';
  };
  const busy = step.name === 'uploading' || (step.name === 'run' && !isFinished(job));

  return (
    <>
      <Button variant="outline" size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="import-button">
        <FileUp aria-hidden />
        {t('import.button')}
      </Button>
      <FormDialog
        open={open}
        onClose={() => {
          setOpen(false);
          reset();
        }}
        // Closing while rows are written would hide the result, not stop the job: stay open.
        busy={busy}
        size="xl"
        scrollBehavior="inside"
        title={t(`import.title_${kind}`, { defaultValue: t('import.title') })}
        testId="import-wizard"
        footer={
          <>
            {step.name === 'preview' && (
              <>
                <Button variant="outline" onClick={reset} data-testid="import-other-file">
                  {t('import.other_file')}
                </Button>
                <Button
                  colorPalette="brand"
                  loading={confirming}
                  disabled={step.preview.valid === 0 || (policy === 'all_or_nothing' && step.preview.refused > 0)}
                  onClick={() => void run(step.preview)}
                  data-testid="import-confirm"
                >
                  {t('import.confirm', { count: policy === 'all_or_nothing' ? step.preview.total : step.preview.valid })}
                </Button>
              </>
            )}
            {step.name === 'run' && isFinished(job) && (
              <Button variant="outline" onClick={reset} data-testid="import-again">
                {t('import.another')}
              </Button>
            )}
          </>
        }
      >
        {step.name === 'choose' && (
          <Stack gap="3">
            <Text>{t(`import.intro_${kind}`, { defaultValue: t('import.intro') })}</Text>
            <Box as="label" borderWidth="2px" borderStyle="dashed" rounded="md" p="6" textAlign="center" cursor="pointer" _hover={{ bg: 'bg.muted' }}>
              <Stack align="center" gap="2">
                <Upload aria-hidden />
                <Text fontWeight="medium">{t('import.choose')}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t('import.formats')}
                </Text>
              </Stack>
              <input
                ref={input}
                type="file"
                accept={IMPORT_ACCEPT}
                data-testid="import-file"
                aria-label={t('import.choose')}
                style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
                onChange={(e) => void choose(e.target.files?.[0])}
              />
            </Box>
            {step.error && (
              <Alert.Root status="error" data-testid="import-error">
                <Alert.Indicator />
                <Alert.Title>{step.error}</Alert.Title>
              </Alert.Root>
            )}
          </Stack>
        )}
        {step.name === 'uploading' && <Progressing testId="import-uploading" label={t('import.uploading', { percent: step.progress })} value={step.progress} />}
        {step.name === 'preview' && (
          <Stack gap="4">
            <Text data-testid="import-summary">
              {t('import.summary', {
                filename: step.preview.filename,
                count: step.preview.total,
                valid: step.preview.valid,
                refused: step.preview.refused,
              })}
            </Text>
            <PreviewTable preview={step.preview} />
            <RadioGroup.Root value={policy} onValueChange={(e) => e.value && setPolicy(e.value as ImportPolicy)} data-testid="import-policy">
              <Text fontWeight="medium" mb="2" id="import-policy-label">
                {t('import.policy')}
              </Text>
              <Stack gap="2" aria-labelledby="import-policy-label">
                {IMPORT_POLICIES.map((p) => (
                  <RadioGroup.Item key={p} value={p} data-testid={`import-policy-${p}`}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>
                      <Text as="span" fontWeight="medium">
                        {t(`import.policy_${p}`)}
                      </Text>
                      <Text as="span" color="fg.muted" fontSize="sm">
                        {' — '}
                        {t(`import.policy_${p}_hint`)}
                      </Text>
                    </RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
            {policy === 'all_or_nothing' && step.preview.refused > 0 && (
              <Text fontSize="sm" color="fg.muted" data-testid="import-blocked">
                {t('import.all_or_nothing_blocked')}
              </Text>
            )}
          </Stack>
        )}
        {step.name === 'run' && !outcome && job?.status !== 'failed' && (
          <Progressing testId="import-running" label={t('import.running', { percent: job?.progress ?? 0 })} value={job?.progress ?? 0} />
        )}
        {step.name === 'run' && job?.status === 'failed' && (
          <Alert.Root status="error" data-testid="import-job-failed">
            <Alert.Indicator />
            <Alert.Title>{t('import.failed')}</Alert.Title>
          </Alert.Root>
        )}
        {outcome && (
          <Stack gap="4" data-testid="import-result">
            <Alert.Root status={outcome.refused.length ? (outcome.created ? 'warning' : 'error') : 'success'}>
              <Alert.Indicator />
              <Alert.Title data-testid="import-result-summary">
                {outcome.created === 0 && outcome.refused.length
                  ? t('import.nothing_written', { count: outcome.refused.length })
                  : t('import.written', { count: outcome.created, refused: outcome.refused.length })}
              </Alert.Title>
            </Alert.Root>
            {outcome.refused.length > 0 && <RefusedRows rows={outcome.refused} columns={outcome.columns} />}
          </Stack>
        )}
      </FormDialog>
    </>
  );
}

/** Import from a CSV or XLSX file: upload, preview with per-row problems, choose a policy, confirm, watch, read the result. */
export function ImportWizard(props: ImportWizardProps) {
  return (
    <WithStrings>
      <Wizard {...props} />
    </WithStrings>
  );
}
