import { useMemo, useRef, type FormEvent } from 'react';
import { Badge, Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Link, useParams, useSearchParams } from 'react-router';
import { buildLink, productionRoute, ROLE_STEP } from '@pod/shared';
import { useSession } from '../../../stores/session';
import { PageHeader, SelectField } from '../../../ui';
import { describeEntry, ScanLog } from '../components/ScanLog';
import { StationButtons } from '../components/StationButtons';
import { StationCounters } from '../components/StationCounters';
import { StationQueue, useStationQueue } from '../components/StationQueue';
import { ManufacturingScreen, useManufacturingT } from '../i18n';
import { useStation, type ScanLogEntry } from '../station/useStation';
import { useStationErrors } from '../station/useStationErrors';
import { useLiveCounters } from '../useLiveCounters';

/**
 * The worker's station: their role's step; root and super_root pick the one they scan for among the
 * steps the factory runs (`route`, To Do first).
 */
function useStationStep(manufactureId: string): { step: string; fixed: boolean; route: string[]; pick: (step: string) => void } {
  const role = useSession((s) => s.user?.role);
  const stations = useSession((s) => s.manufactures.find((m) => m._id === manufactureId)?.stations);
  const route = useMemo(() => productionRoute(stations ?? { cutting: true, printing: true, sewing: true, packing: true }), [stations]);
  const [params, setParams] = useSearchParams();
  const own = role && role in ROLE_STEP ? ROLE_STEP[role as keyof typeof ROLE_STEP] : null;
  const scanSteps = route.slice(1);
  const step = own ?? scanSteps.find((s) => s === params.get('station')) ?? scanSteps[0];
  return { step, fixed: !!own, route, pick: (next) => setParams({ station: next }, { replace: true }) };
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
  const { step, fixed, route, pick } = useStationStep(manufactureId);
  const { codes, errors, errorLabel } = useStationErrors(manufactureId, step);
  const queue = useStationQueue(manufactureId, step);
  const { counts } = useLiveCounters(manufactureId, 'all', () => void queue.refetch());
  const { scan, log, waiting, grammar } = useStation(manufactureId, step, errors);
  const input = useRef<HTMLInputElement>(null);
  const latest = log[0];
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const value = input.current?.value ?? '';
    if (input.current) input.current.value = '';
    scan(value);
  };
  const press = (line: string) => {
    scan(line);
    // The scanner types into the field: it has the focus again after a button.
    input.current?.focus();
  };
  const waitingFor = grammar.kind === 'idle' ? 'production' : grammar.kind === 'production' ? 'action' : 'confirm';
  return (
    <Stack gap="5">
      <PageHeader
        title={`${t('menu.station')} · ${t(`status.${step}`)}`}
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
                  options={route.slice(1).map((s) => ({ value: s, label: t(`status.${s}`) }))}
                />
              </Box>
            )}
            <Button asChild size="sm" variant="outline">
              <Link to={`/manufactures/${manufactureId}/call-to-action`} data-testid="station-sheet">
                {t('station.sheet')}
              </Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to={buildLink(`/manufactures/${manufactureId}/mrp`, { mrp_status: step, source: 'all' })}>{t('productions.title')}</Link>
            </Button>
          </HStack>
        }
      />
      <StationCounters counts={counts} current={step} steps={route} />
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
              {grammar.kind === 'error' && ` · ${grammar.errors.map(errorLabel).join(', ')}`}
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
        {latest && <LatestAnswer entry={latest} errorLabel={errorLabel} />}
        <StationButtons grammar={grammar} codes={codes} onScan={press} />
      </Stack>
      <StationQueue queue={queue} step={step} onScan={press} />
      <ScanLog entries={log} errorLabel={errorLabel} />
    </Stack>
  );
}

/** The last scan's answer in big type and its colour, readable from a step away. */
function LatestAnswer({ entry, errorLabel }: { entry: ScanLogEntry; errorLabel: (code: number) => string }) {
  const { t } = useManufacturingT();
  const { tone, state, message } = describeEntry(entry, t, errorLabel);
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
