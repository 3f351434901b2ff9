import { useState } from 'react';
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { AffiliateFieldsFragment } from '../../../gql/graphql';
import { useCan } from '../../../stores/session';
import { Section, useFormatMoney } from '../../../ui';
import { AffiliateDialog } from './AffiliateDialog';
import { AffiliateFigures } from './AffiliateFigures';
import { CommissionHistory } from './CommissionHistory';
import { ReferSellerDialog } from './ReferSellerDialog';
import { ReferredSellers } from './ReferredSellers';
import { useAffiliatesT } from '../i18n';

/** One affiliate: its code and rate, figures, referred sellers and commission history; staff edit it and name referred sellers. */
export function AffiliateDetail({ affiliate, onChanged }: { affiliate: AffiliateFieldsFragment; onChanged: () => void }) {
  const { t } = useAffiliatesT();
  const formatMoney = useFormatMoney();
  const mayEdit = useCan('affiliates', 'update');
  const [dialog, setDialog] = useState<'edit' | 'refer' | null>(null);
  const [sellersKey, setSellersKey] = useState(0);
  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="1">
          <HStack gap="2">
            <Text fontSize="sm" color="fg.muted">
              {t('field.code')}
            </Text>
            <Badge size="lg" variant="outline" fontFamily="mono" data-testid="affiliate-code">
              {affiliate.code}
            </Badge>
            {!affiliate.active && <Badge colorPalette="gray">{t('inactive')}</Badge>}
          </HStack>
          <Text color="fg.muted">{t('rate_line', { amount: formatMoney(affiliate.commission) })}</Text>
        </Stack>
        {mayEdit && (
          <HStack gap="2">
            <Button variant="outline" onClick={() => setDialog('refer')} data-testid="refer-seller">
              {t('refer.open')}
            </Button>
            <Button colorPalette="brand" onClick={() => setDialog('edit')} data-testid="affiliate-edit">
              {t('edit')}
            </Button>
          </HStack>
        )}
      </HStack>
      <AffiliateFigures
        testId="affiliate-figures"
        figures={[
          { label: t('figure.sellers'), count: affiliate.sellers_count },
          { label: t('figure.orders'), count: affiliate.posted_count },
          { label: t('figure.earned'), money: affiliate.earned },
          { label: t('figure.reversed'), money: affiliate.reversed_total },
        ]}
      />
      <Section title={t('section.sellers')} testId="section-sellers">
        <ReferredSellers key={sellersKey} affiliateId={affiliate._id} />
      </Section>
      <Section title={t('section.commissions')} testId="section-commissions">
        <CommissionHistory affiliateId={affiliate._id} />
      </Section>
      {dialog === 'edit' && <AffiliateDialog affiliate={affiliate} onClose={() => setDialog(null)} onDone={onChanged} />}
      {dialog === 'refer' && (
        <ReferSellerDialog
          affiliateId={affiliate._id}
          onClose={() => setDialog(null)}
          onDone={() => {
            setSellersKey((k) => k + 1);
            onChanged();
          }}
        />
      )}
    </Stack>
  );
}
