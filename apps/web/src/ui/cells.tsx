import { Avatar, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { formatMoneyIn, type MoneyInput } from '@pod/shared';
import { isLanguage } from '../lib/i18n';
import { useUiT } from './i18n';

/** Formats exact amounts (decimal strings from the API) in the interface language; never float arithmetic. */
export function useFormatMoney(): (value: MoneyInput, currency?: string) => string {
  const { i18n } = useUiT();
  const lng = isLanguage(i18n.language) ? i18n.language : 'en';
  return (value, currency) => formatMoneyIn(lng, value, currency);
}

/** An exact amount in the interface language, in tabular figures. */
export function MoneyCell({ value, currency }: { value: MoneyInput; currency?: string }) {
  const formatMoney = useFormatMoney();
  return (
    <Text as="span" fontVariantNumeric="tabular-nums" whiteSpace="nowrap" data-testid="money">
      {formatMoney(value, currency)}
    </Text>
  );
}

/**
 * Formats a calendar day the API sends as `YYYY-MM-DD` in the interface language, as dates read
 * everywhere else: "Nov 29, 2026", or "Nov 29" (`short`, chart axes). Read in UTC, so no time zone
 * moves it to the day before.
 */
export function useFormatDay(): (isoDay: string, style?: 'short') => string {
  const { i18n } = useUiT();
  return (isoDay, style) => {
    const d = new Date(`${isoDay}T00:00:00Z`);
    if (Number.isNaN(d.getTime())) return isoDay;
    const options: Intl.DateTimeFormatOptions = style === 'short' ? { month: 'short', day: 'numeric' } : { dateStyle: 'medium' };
    return d.toLocaleDateString(i18n.language, { ...options, timeZone: 'UTC' });
  };
}

/** The day in the cell and the exact time on hover, so tables stay narrow; `withTime` shows both. */
export function DateCell({ value, withTime }: { value?: string | Date | null; withTime?: boolean }) {
  const { t, i18n } = useUiT();
  if (!value) return <Text as="span">{t('common.no_value')}</Text>;
  const d = new Date(value);
  const full = d.toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <chakra.time dateTime={d.toISOString()} title={full} whiteSpace="nowrap">
      {withTime ? full : d.toLocaleDateString(i18n.language, { dateStyle: 'medium' })}
    </chakra.time>
  );
}

export interface UserRefLike {
  _id: string;
  email: string;
  name?: string | null;
}

/** A user as name over email, with initials; the email alone when there is no name. */
export function UserCell({ user, size = 'xs' }: { user?: UserRefLike | null; size?: 'xs' | 'sm' }) {
  const { t } = useUiT();
  if (!user) return <Text as="span">{t('common.no_value')}</Text>;
  return (
    <HStack gap="2" data-testid="user-cell" minW="0">
      <Avatar.Root size={size} colorPalette="brand" variant="subtle">
        <Avatar.Fallback name={user.name || user.email} />
      </Avatar.Root>
      <Stack gap="0" minW="0">
        <Text fontSize="sm" fontWeight="medium" truncate>
          {user.name || user.email}
        </Text>
        {user.name && (
          <Text fontSize="xs" color="fg.muted" truncate>
            {user.email}
          </Text>
        )}
      </Stack>
    </HStack>
  );
}
