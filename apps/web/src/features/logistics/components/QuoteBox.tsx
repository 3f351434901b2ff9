import { useState } from 'react';
import { Box, HStack, Text } from '@chakra-ui/react';
import { shippingCost, type ShippingZone } from '@pod/shared';
import { Section, TextField, useFormatMoney } from '../../../ui';
import { useLogisticsT } from '../i18n';

/** "Try a quote": the shared `shippingCost` on the saved table, the very function orders and invoices price with. */
export function QuoteBox({ zones }: { zones: ShippingZone[] }) {
  const { t } = useLogisticsT();
  const formatMoney = useFormatMoney();
  const [q, setQ] = useState({ country: 'US', weight: '400', items: '2' });
  const quote = shippingCost(zones, { country: q.country.trim(), weight: Number(q.weight), items: Number(q.items) });
  return (
    <Section title={t('table.quote_title')} testId="quote-box">
      <HStack gap="4" align="end" wrap="wrap">
        <Box w="40">
          <TextField name="quote-country" label={t('table.quote_country')} value={q.country} onChange={(country) => setQ({ ...q, country })} />
        </Box>
        <Box w="32">
          <TextField name="quote-weight" type="number" label={t('table.quote_weight')} value={q.weight} onChange={(weight) => setQ({ ...q, weight })} />
        </Box>
        <Box w="24">
          <TextField name="quote-items" type="number" label={t('table.quote_items')} value={q.items} onChange={(items) => setQ({ ...q, items })} />
        </Box>
      </HStack>
      <Text mt="4" fontSize="lg" fontWeight="semibold" data-testid="quote-result" data-ok={quote.ok}>
        {quote.ok ? t('table.quote_result', { cost: formatMoney(quote.cost), zone: quote.zone }) : t(`table.quote_${quote.reason}`)}
      </Text>
    </Section>
  );
}
