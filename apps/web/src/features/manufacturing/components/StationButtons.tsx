import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { SYSTEM_BARCODES } from '@pod/shared';
import { useManufacturingT } from '../i18n';
import type { GrammarState } from '../station/grammar';
import type { ErrorCodeRow } from '../useErrorCodes';
import { useErrorName } from './ErrorLabel';

/**
 * The station's answers as buttons, for a touch screen or a mouse: each one is the scan of its
 * barcode (OK, CONFIRM, CANCEL, an error code), so it goes through the same grammar as the scanner.
 * Only the answers the current state takes are enabled.
 */
export function StationButtons({ grammar, codes, onScan }: { grammar: GrammarState; codes: ErrorCodeRow[]; onScan: (line: string) => void }) {
  const { t } = useManufacturingT();
  const errorName = useErrorName();
  const idle = grammar.kind === 'idle';
  const chosen = grammar.kind === 'error' ? grammar.errors : [];
  return (
    <Stack gap="3" data-testid="station-buttons">
      <HStack gap="3" wrap="wrap">
        <Button size="xl" colorPalette="green" disabled={grammar.kind !== 'production'} onClick={() => onScan(SYSTEM_BARCODES.ok)} data-testid="station-ok">
          {t('station.word.ok')}
        </Button>
        <Button
          size="xl"
          colorPalette="orange"
          disabled={grammar.kind !== 'error'}
          onClick={() => onScan(SYSTEM_BARCODES.confirm)}
          data-testid="station-confirm"
        >
          {t('station.word.confirm')}
        </Button>
        <Button size="xl" variant="outline" disabled={idle} onClick={() => onScan(SYSTEM_BARCODES.cancel)} data-testid="station-cancel">
          {t('station.word.cancel')}
        </Button>
      </HStack>
      {codes.length > 0 && (
        <Stack gap="2">
          <Text fontSize="sm" color="fg.muted">
            {t('station.errors')}
          </Text>
          <HStack gap="2" wrap="wrap">
            {codes.map((c) => (
              <Button
                key={c.code}
                size="md"
                variant={chosen.includes(c.code) ? 'solid' : 'outline'}
                colorPalette="red"
                disabled={idle}
                aria-pressed={chosen.includes(c.code)}
                onClick={() => onScan(String(c.code))}
                data-testid="station-error"
                data-code={c.code}
              >
                <Text as="span" fontFamily="mono">
                  {c.code}
                </Text>
                {errorName(c)}
              </Button>
            ))}
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}
