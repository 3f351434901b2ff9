import { useMemo, useRef, type FormEvent } from 'react';
import { Badge, Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Link, useParams, useSearchParams } from 'react-router';
import { buildLink, PRODUCTION_STEPS, ROLE_STEP } from '@pod/shared';
import { useSession } from '../../../stores/session';
import { PageHeader, SelectField } from '../../../ui';
import { describeEntry, ScanLog } from '../components/ScanLog';
import { StationCounters } from '../components/StationCounters';
import { ManufacturingScreen, useManufacturingT } from '../i18n';
import { useStation, type ScanLogEntry } from '../station/useStation';
import { useErrorCodes } from '../useErrorCodes';
import { useLiveCounters } from '../useLiveCounters';

const SCAN_STEPS = PRODUCTION_STEPS.filter((s) => s !== 'To Do');

/** The worker's station: their role's step; root and super_root pick the one they scan for. */
function useStationStep(): { step: string; fixed: boolean; pick: (step: string) => void } {
  const role = useSession((s) => s.user?.role);
  const [params, setParams] = useSearchParams();
  const own = role && role in ROLE_STEP ? ROLE_STEP[role as keyof typeof ROLE_STEP] : null;
  const asked = params.get('station');
  const step = own ?? SCAN_STEPS.find((s) => s === asked) ?? SCAN_STEPS[0];
  return { step, fixed: !!own, pick: (next) => setParams({ station: next }, { replace: true }) };
}

/** The prompt above the input: what the next scan should be. */
function Prompt({ waitingFor }: { waitingFor: 'production' | 'action' | 'confirm' }) {
  const { t } = useManufacturingT();
  return (
    <Text fontSize="2xl" fontWeight="semibold" data-testid="station-prompt" data-waiting={waitingFor}>
      {t(`station.prompt.${waitingFor}`)}
    </Text>
  );
}

/** /manufactures/{id}/station: a tablet beside a keyboard-wedge scanner; each line it types is a scan. */
function Station({ manufactureId }: { manufactureId: string }) {
  const { t } = useManufacturingT();
  const { step, fixed, pick } = useStationStep();
  const codes = useErrorCodes(manufactureId);
  const known = useMemo(() => new Set(codes.map((c) => c.code)), [codes]);
  const { counts } = useLiveCounters(manufactureId, 'all');
  const { scan, log, waiting, grammar } = useStation(manufactureId, step, known);
  const input = useRef<HTMLInputElement>(null);
  const latest = log[0];
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const value = input.current?.value ?? '';
    if (input.current) input.current.value = '';
    scan(value);
  };
  const waitingFor = grammar.kind === 'idle' ? 'production' : grammar.kind === 'production' ? 'action' : 'confirm';
  return (
    <Stack gap="5">
      <PageHeader
        title={t('station.title', { station: t(`status.${step}`) })}
        actions={
          <HStack gap="2">
            {!fixed && (
              <Box minW="48">
                <SelectField
                  name="station"
                  label={t('station.pick')}
                  size="sm"
                  value={step}
                  onChange={(next) => {
                    pick(next);
                    // Back to the scanner's field, so the next scan is not typed into the select.
                    input.current?.focus();
                  }}
                  options={SCAN_STEPS.map((s) => ({ value: s, label: t(`status.${s}`) }))}
                />
              </Box>
            )}
            <Button asChild size="sm" variant="outline">
              <Link to={buildLink(`/manufactures/${manufactureId}/mrp`, { mrp_status: step, source: 'all' })}>{t('productions.title')}</Link>
            </Button>
          </HStack>
        }
      />
      <StationCounters counts={counts} current={step} />
      <Stack
        as="form"
        onSubmit={onSubmit}
        gap="3"
        p="5"
        rounded="lg"
        borderWidth="3px"
        borderColor={grammar.kind === 'idle' ? 'border.emphasized' : 'orange.solid'}
        data-testid="station-panel"
        bg="bg.panel"
      >
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Prompt waitingFor={waitingFor} />
          {grammar.kind !== 'idle' && (
            <Text fontFamily="mono" fontSize="2xl" data-testid="station-current">
              {grammar.code}
              {grammar.kind === 'error' && ` · ${grammar.errors.join(', ')}`}
            </Text>
          )}
          {waiting > 0 && (
            <Badge colorPalette="blue" size="lg" data-testid="station-waiting">
              {t('station.waiting', { count: waiting })}
            </Badge>
          )}
        </HStack>
        <Input
          ref={input}
          autoFocus
          autoComplete="off"
          spellCheck={false}
          aria-label={t('station.input')}
          placeholder={t('station.input')}
          fontSize="3xl"
          fontFamily="mono"
          h="20"
          data-testid="station-input"
          // The scanner types into whatever has focus: the field takes it back unless a control was chosen.
          onBlur={(e) => {
            if (!e.relatedTarget) setTimeout(() => input.current?.focus(), 0);
          }}
        />
        {latest && <LatestAnswer entry={latest} />}
      </Stack>
      <ScanLog entries={log} />
    </Stack>
  );
}

/** The last scan's answer in big type and its colour, readable from a step away. */
function LatestAnswer({ entry }: { entry: ScanLogEntry }) {
  const { t } = useManufacturingT();
  const { tone, state, message } = describeEntry(entry, t);
  return (
    <HStack gap="4" px="4" py="3" rounded="md" bg={`${tone}.subtle`} color={`${tone}.fg`} data-testid="station-latest" data-state={state}>
      <Text fontFamily="mono" fontSize="2xl" fontWeight="bold">
        {entry.text}
      </Text>
      <Text as="div" fontSize="2xl">
        {message}
      </Text>
    </HStack>
  );
}

export default function StationPage() {
  const { id = '' } = useParams();
  return (
    <ManufacturingScreen>
      <Station manufactureId={id} />
    </ManufacturingScreen>
  );
}
