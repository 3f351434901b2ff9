import { useRef, type FormEvent } from 'react';
import { Badge, Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Link, useParams } from 'react-router';
import { PageHeader, DateCell } from '../../../ui';
import { PrintButton } from '../components/PrintButton';
import { PackingScreen, usePackingT } from '../i18n';
import { usePackingStation, type PackLogEntry } from '../station/usePackingStation';

/** What a log entry says: the bin and how full, complete, already packed, refused, or waiting. */
function useDescribe() {
  const { t } = usePackingT();
  return (e: PackLogEntry): { tone: string; state: string; message: string } => {
    const o = e.outcome;
    if (!o) return { tone: 'blue', state: 'pending', message: t('station.pending') };
    if (o.kind === 'refused') return { tone: 'red', state: 'refused', message: o.message };
    const where = o.bin ? t('station.bin', { bin: o.bin }) : t('station.no_bin');
    const fill = t('station.fill', { packed: o.packed, total: o.total });
    if (o.kind === 'already') return { tone: 'gray', state: 'already', message: `${t('station.already')} · ${where} · ${fill}` };
    if (o.complete) return { tone: 'green', state: 'complete', message: `${where} · ${fill} · ${t('station.complete', { order: o.orderNumber })}` };
    return { tone: 'orange', state: 'packed', message: `${where} · ${fill}` };
  };
}

/** /manufactures/{id}/mrp_package/station: a keyboard-wedge scanner types each unit's code; the screen says which bin it goes to. */
function Station({ manufactureId }: { manufactureId: string }) {
  const { t } = usePackingT();
  const describe = useDescribe();
  const { scan, log, waiting } = usePackingStation(manufactureId);
  const input = useRef<HTMLInputElement>(null);
  const latest = log[0];
  const answer = latest && describe(latest);
  const complete = latest?.outcome && latest.outcome.kind !== 'refused' && latest.outcome.complete ? latest.outcome : null;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const value = input.current?.value ?? '';
    if (input.current) input.current.value = '';
    scan(value);
  };
  return (
    <Stack gap="5">
      <PageHeader
        title={t('station.title')}
        actions={
          <Button asChild size="sm" variant="outline">
            <Link to={`/manufactures/${manufactureId}/mrp_package?status=Processing&source=All&shipping=mulstran`}>{t('title')}</Link>
          </Button>
        }
      />
      <Stack
        as="form"
        onSubmit={onSubmit}
        gap="3"
        p="5"
        rounded="lg"
        borderWidth="3px"
        borderColor="border.emphasized"
        bg="bg.panel"
        data-testid="packing-panel"
      >
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Text fontSize="2xl" fontWeight="semibold">
            {t('station.prompt')}
          </Text>
          {waiting > 0 && (
            <Badge colorPalette="blue" size="lg" data-testid="packing-waiting">
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
          data-testid="packing-input"
          onBlur={(e) => {
            if (!e.relatedTarget) setTimeout(() => input.current?.focus(), 0);
          }}
        />
        {latest && answer && (
          <HStack
            gap="4"
            px="4"
            py="3"
            rounded="md"
            bg={`${answer.tone}.subtle`}
            color={`${answer.tone}.fg`}
            data-testid="packing-latest"
            data-state={answer.state}
            wrap="wrap"
          >
            <Text fontFamily="mono" fontSize="2xl" fontWeight="bold">
              {latest.code}
            </Text>
            <Text as="div" fontSize="2xl">
              {answer.message}
            </Text>
            {complete && <PrintButton packageId={complete.packageId} manufactureId={manufactureId} size="lg" />}
          </HStack>
        )}
      </Stack>
      <Box>
        <Text fontWeight="semibold" mb="2">
          {t('station.log')}
        </Text>
        {log.length === 0 ? (
          <Text color="fg.muted">{t('station.empty')}</Text>
        ) : (
          <Stack as="ol" gap="1" listStyleType="none" m="0" p="0" data-testid="packing-log">
            {log.map((e) => {
              const d = describe(e);
              return (
                <HStack as="li" key={e.id} gap="3" data-testid="packing-log-entry" data-state={d.state}>
                  <DateCell value={e.at} withTime />
                  <Text fontFamily="mono">{e.code}</Text>
                  <Text color={`${d.tone}.fg`}>{d.message}</Text>
                </HStack>
              );
            })}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}

export default function PackingStationPage() {
  const { id = '' } = useParams();
  return (
    <PackingScreen>
      <Station manufactureId={id} />
    </PackingScreen>
  );
}
