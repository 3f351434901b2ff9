import { Badge, Box, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { DESIGN_REQUEST_STATUSES, type DesignRequestStatus } from '@pod/shared';
import type { DesignRequestFieldsFragment } from '../../../gql/graphql';
import { DateCell, errorText, StatusBadge } from '../../../ui';
import { DESIGN_REQUEST_COUNTERS, DESIGN_REQUESTS } from '../graphql';
import { useDesignRequestsT } from '../i18n';

/** A card: code, what it is for, the brief's start, its first reference picture, who works on it. */
function Card({ r, staff, onOpen }: { r: DesignRequestFieldsFragment; staff: boolean; onOpen: (id: string) => void }) {
  const { t } = useDesignRequestsT();
  const picture = r.files[0] ?? r.images[0];
  return (
    <Box
      as="button"
      textAlign="start"
      w="full"
      bg="bg"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      _hover={{ borderColor: 'brand.500' }}
      onClick={() => onOpen(r._id)}
      data-testid="request-card"
      data-id={r._id}
    >
      <HStack justify="space-between" align="start" gap="2">
        <Stack gap="1" minW="0">
          <Text fontWeight="semibold" fontSize="sm">
            {r.code}
          </Text>
          <Text fontSize="xs" color="fg.muted" truncate>
            {r.referent}
          </Text>
        </Stack>
        {picture && (
          <Box boxSize="10" flexShrink={0} rounded="sm" overflow="hidden" bg="bg.muted">
            <img src={picture.thumbnail} alt={picture.name} width={40} height={40} style={{ objectFit: 'cover', width: '100%', height: '100%' }} />
          </Box>
        )}
      </HStack>
      <Text fontSize="sm" mt="2" lineClamp={2}>
        {r.brief}
      </Text>
      <HStack justify="space-between" mt="2" gap="2" fontSize="xs" color="fg.muted">
        <Text truncate>{staff ? r.seller?.name : (r.assignee?.name ?? t('board.unassigned'))}</Text>
        <DateCell value={r.created_at} />
      </HStack>
    </Box>
  );
}

function Column({
  status,
  count,
  search,
  staff,
  onOpen,
}: {
  status: DesignRequestStatus;
  count?: number;
  search: string;
  staff: boolean;
  onOpen: (id: string) => void;
}) {
  const { t } = useDesignRequestsT();
  const q = useQuery(DESIGN_REQUESTS, { variables: { status, search: search || undefined, page: 1 }, fetchPolicy: 'cache-and-network' });
  const rows = q.data?.designRequests ?? [];
  return (
    <Stack gap="2" bg="bg.muted" borderRadius="lg" p="2" minH="40" data-testid={`column-${status}`} aria-label={t(`column.${status}`)} role="region">
      <HStack justify="space-between" px="1">
        <StatusBadge status={status} />
        <Badge variant="subtle" data-testid={`count-${status}`}>
          {count ?? '…'}
        </Badge>
      </HStack>
      {q.error && !q.data && (
        <Text color="fg.error" fontSize="sm">
          {errorText(q.error)}
        </Text>
      )}
      {!q.data && q.loading && <Spinner size="sm" alignSelf="center" />}
      {q.data && !rows.length && (
        <Text fontSize="sm" color="fg.muted" px="1">
          {t('board.empty')}
        </Text>
      )}
      {rows.map((r) => (
        <Card key={r._id} r={r} staff={staff} onOpen={onOpen} />
      ))}
      {count !== undefined && count > rows.length && (
        <Text fontSize="xs" color="fg.muted" px="1">
          {t('board.more', { count: count - rows.length })}
        </Text>
      )}
    </Stack>
  );
}

/** The board: a column per status with its count, newest cards first. */
export function Board({ search, staff, onOpen }: { search: string; staff: boolean; onOpen: (id: string) => void }) {
  const counters = useQuery(DESIGN_REQUEST_COUNTERS, { variables: { search: search || undefined }, fetchPolicy: 'cache-and-network' });
  const counts = counters.data?.designRequestCounters;
  return (
    <SimpleGrid columns={{ base: 1, md: 3, xl: 5 }} gap="3" data-testid="design-request-board">
      {DESIGN_REQUEST_STATUSES.map((s) => (
        <Column key={s} status={s} count={counts?.[s]} search={search} staff={staff} onOpen={onOpen} />
      ))}
    </SimpleGrid>
  );
}
