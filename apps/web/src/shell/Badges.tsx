import { Badge, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSubscription } from '@apollo/client/react';
import { hasWallet } from '@pod/shared';
import { USER_UPDATED } from '../features/profile';
import { useSession } from '../stores/session';
import { useFormatMoney } from '../ui';

/** Credit (in the interface language, as every amount on the page) and vip badges, kept live by userUpdated(_id). */
export function Badges() {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const user = useSession((s) => s.user);
  const patchUser = useSession((s) => s.patchUser);
  useSubscription(USER_UPDATED, {
    variables: { _id: user?._id ?? '' },
    skip: !user?._id,
    onData: ({ data }) => {
      const u = data.data?.userUpdated;
      if (u) patchUser({ total_credit: u.total_credit, vip: u.vip, status: u.status, identity_label: u.identity_label, identity: u.identity });
    },
  });
  // Only a wallet has a credit (and a vip level) to show.
  if (!user || !hasWallet(user)) return null;
  const vip = Number(user.vip ?? 0);
  const negative = Number(user.total_credit ?? 0) < 0;
  return (
    <HStack gap="1">
      <Badge colorPalette={negative ? 'red' : 'green'} variant="subtle" size="md" title={t('nav.credit')} data-testid="credit-badge">
        {formatMoney(user.total_credit)}
      </Badge>
      {vip > 0 && (
        <Badge colorPalette="yellow" variant="solid" size="md" data-testid="vip-badge">
          {t('nav.vip', { level: vip })}
        </Badge>
      )}
    </HStack>
  );
}
