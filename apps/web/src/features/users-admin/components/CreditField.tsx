import { Field, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../stores/session';
import { MoneyCell } from '../../../ui';
import { useAdminT } from '../i18n';

/**
 * A user's credit, read-only: it changes only through billing's ledger (adjustments, top-ups,
 * payments), so the form links to the user's transactions there instead of editing it.
 */
export function CreditField({ user }: { user: { _id: string; total_credit: string } | null }) {
  const { t } = useAdminT();
  const billing = useCan('billing', 'view');
  return (
    <Field.Root data-testid="user-credit">
      <Field.Label>{t('fields.total_credit')}</Field.Label>
      <Text fontWeight="medium" py="1.5">
        <MoneyCell value={user?.total_credit ?? '0.00'} />
      </Text>
      <Field.HelperText>
        {t('users.credit_in_billing')}{' '}
        {user && billing && (
          <Link asChild colorPalette="brand" data-testid="user-credit-link">
            <RouterLink to={`/billing/history/all?seller=${encodeURIComponent(user._id)}`}>{t('users.credit_transactions')}</RouterLink>
          </Link>
        )}
      </Field.HelperText>
    </Field.Root>
  );
}
