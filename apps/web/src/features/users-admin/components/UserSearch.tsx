import { useEffect, useState } from 'react';
import { Badge, Button, CloseButton, Field, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { USER_SEARCH } from '../graphql';
import { useAdminT } from '../i18n';
import type { UserFullFieldsFragment, UserSearchQuery } from '../../../gql/graphql';

/** A user as pickers show and hold them: a search result, a merchant, or the shipping user (whose email may be unknown). */
export type UserRef = UserSearchQuery['users'][number] | NonNullable<UserFullFieldsFragment['shipping_user']>;

export const userLabel = (u: UserRef) => (u.identity_label ? `${u.identity_label} · ${u.email ?? ''}` : (u.email ?? u._id));

interface UserSearchProps {
  /** Only users of this role or group (e.g. "sale" for merchants). */
  group?: string;
  exclude?: readonly UserRef[];
  onPick: (u: UserRef) => void;
  /** Translated texts: the search box's label and the empty result. */
  label: string;
  empty: string;
  testId: string;
}

/** Search users by identity label or email (debounced, 20 results) and pick one. */
export function UserSearch({ group, exclude = [], onPick, label, empty, testId }: UserSearchProps) {
  const { t } = useAdminT();
  const [term, setTerm] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const h = setTimeout(() => setDebounced(term.trim()), 250);
    return () => clearTimeout(h);
  }, [term]);
  const q = useQuery(USER_SEARCH, { variables: { search: debounced || null, group: group ?? null }, fetchPolicy: 'network-only' });
  const results = (q.data?.users ?? []).filter((u) => !exclude.some((x) => x._id === u._id));
  return (
    <Stack gap="2">
      <Input placeholder={label} aria-label={label} value={term} onChange={(e) => setTerm(e.target.value)} data-testid={`${testId}-search`} />
      <Stack gap="1" maxH="260px" overflowY="auto" data-testid={`${testId}-results`}>
        {q.loading && <Spinner size="sm" />}
        {!q.loading && results.length === 0 && (
          <Text color="fg.muted" fontSize="sm">
            {empty}
          </Text>
        )}
        {results.map((u) => (
          <HStack key={u._id} justify="space-between" borderWidth="1px" rounded="md" px="3" py="1" data-testid={`${testId}-result`}>
            <Text fontSize="sm">{userLabel(u)}</Text>
            <Button size="xs" variant="outline" onClick={() => onPick(u)} data-testid={`${testId}-pick`}>
              {t('merchants.pick')}
            </Button>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}

/** A picked user as a removable badge. */
export function PickedUser({ user, onRemove, testId }: { user: UserRef; onRemove: () => void; testId: string }) {
  const { t } = useAdminT();
  return (
    <Badge size="lg" variant="subtle" colorPalette="blue" data-testid={testId}>
      {userLabel(user)}
      <CloseButton size="2xs" aria-label={t('common.remove')} onClick={onRemove} />
    </Badge>
  );
}

/** One user chosen by search (e.g. the shipping user): shows the pick, or "none", and searches on demand. */
export function UserField({
  name,
  label,
  value,
  onChange,
  error,
  searchLabel,
}: {
  name: string;
  label: string;
  value: UserRef | null;
  onChange: (u: UserRef | null) => void;
  error?: string;
  searchLabel: string;
}) {
  const { t } = useAdminT();
  const [searching, setSearching] = useState(false);
  return (
    <Field.Root invalid={!!error} gridColumn="1 / -1">
      <Field.Label>{label}</Field.Label>
      <HStack gap="2" wrap="wrap">
        {value ? <PickedUser user={value} onRemove={() => onChange(null)} testId={`picked-${name}`} /> : <Text color="fg.muted">{t('common.none')}</Text>}
        <Button size="xs" variant="outline" onClick={() => setSearching((x) => !x)} data-testid={`${name}-change`}>
          {searching ? t('common.close') : t('common.change')}
        </Button>
      </HStack>
      {searching && (
        <Stack w="full" mt="2">
          <UserSearch
            exclude={value ? [value] : []}
            onPick={(u) => {
              onChange(u);
              setSearching(false);
            }}
            label={searchLabel}
            empty={t('users.no_results')}
            testId={name}
          />
        </Stack>
      )}
      {error && <Field.ErrorText data-testid={`error-${name}`}>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
