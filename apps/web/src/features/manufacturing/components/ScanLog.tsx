import type { ReactNode } from 'react';
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { StatusBadge } from '../../../ui';
import { useManufacturingT } from '../i18n';
import type { ScanLogEntry } from '../station/useStation';

type Tone = 'green' | 'red' | 'orange' | 'gray' | 'blue';

/** A log entry's colour and words: what the scan did, or why it did nothing; `errorLabel` names an error code (`2002 · Smudged print`). */
export function describeEntry(entry: ScanLogEntry, t: TFunction, errorLabel: (code: number) => string): { tone: Tone; state: string; message: ReactNode } {
  const r = entry.result;
  switch (r.kind) {
    case 'ignored':
      return { tone: 'gray', state: 'ignored', message: t('station.log.ignored') };
    case 'pending':
      return { tone: 'blue', state: 'pending', message: t(r.scan.kind === 'report' ? 'station.log.pending_report' : 'station.log.pending') };
    case 'grammar': {
      const a = r.answer;
      if (a.kind === 'refused') return { tone: 'red', state: 'refused', message: t(`station.refusal.${a.reason}`) };
      if (a.kind === 'cancelled') return { tone: 'gray', state: 'cancelled', message: t('station.log.cancelled') };
      if (a.kind === 'await_confirm')
        return { tone: 'orange', state: 'prompt', message: t('station.log.await_confirm', { errors: a.errors.map(errorLabel).join(', ') }) };
      if (a.kind === 'await_action')
        return {
          tone: 'orange',
          state: 'prompt',
          message: a.dropped ? t('station.log.await_action_dropped', { dropped: a.dropped }) : t('station.log.await_action'),
        };
      return { tone: 'blue', state: 'pending', message: '' };
    }
    case 'answered': {
      const o = r.outcome;
      if (o.kind === 'moved')
        return {
          tone: 'green',
          state: 'moved',
          message: (
            <HStack gap="2" as="span">
              <StatusBadge status={o.from} />
              <span aria-hidden>→</span>
              <StatusBadge status={o.to} />
            </HStack>
          ),
        };
      if (o.kind === 'unchanged')
        return {
          tone: 'orange',
          state: 'unchanged',
          // already_scanned (the same scan again) and at_end (its route ends here) have their own words.
          message: t(o.reason === 'already_scanned' || o.reason === 'at_end' ? `station.log.${o.reason}` : 'station.log.unchanged', {
            status: t(`status.${o.status}`),
          }),
        };
      if (o.kind === 'reported') return { tone: 'green', state: 'reported', message: t('station.log.reported', { status: t(`status.${o.status}`) }) };
      return { tone: 'red', state: 'refused', message: o.message };
    }
  }
}

/** Every scan, newest first, with its answer against it. */
export function ScanLog({ entries, errorLabel }: { entries: ScanLogEntry[]; errorLabel: (code: number) => string }) {
  const { t, i18n } = useManufacturingT();
  if (!entries.length)
    return (
      <Text color="fg.muted" fontSize="lg" data-testid="scan-log-empty">
        {t('station.log.empty')}
      </Text>
    );
  return (
    <Stack as="ol" gap="1" listStyleType="none" m="0" p="0" data-testid="scan-log" aria-live="polite">
      {entries.map((entry) => {
        const { tone, state, message } = describeEntry(entry, t, errorLabel);
        return (
          <HStack
            as="li"
            key={entry.id}
            gap="4"
            px="3"
            py="2"
            rounded="md"
            borderStartWidth="6px"
            borderColor={`${tone}.solid`}
            bg="bg.panel"
            data-testid="scan-log-entry"
            data-state={state}
            data-code={entry.text}
          >
            <Text fontFamily="mono" color="fg.muted" minW="20">
              {new Date(entry.at).toLocaleTimeString(i18n.language)}
            </Text>
            <Text fontFamily="mono" fontSize="xl" fontWeight="semibold" minW="40">
              {entry.text}
            </Text>
            <Badge colorPalette={tone} size="lg">
              {t(`station.state.${state}`)}
            </Badge>
            <Text as="div" fontSize="lg">
              {message}
            </Text>
          </HStack>
        );
      })}
    </Stack>
  );
}
