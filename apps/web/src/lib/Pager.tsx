import { Button, HStack, Spinner, Text } from '@chakra-ui/react';

/** How many pages `total` rows make (at least one, so an empty list reads "page 1 of 1"). */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** Previous / page x of y / next, for lists paged by an x-total header. */
export function Pager(props: {
  page: number;
  perPage: number;
  total: number;
  onPage: (p: number) => void;
  labels: { prev: string; next: string; of: (page: number, pages: number) => string };
  loading?: boolean;
  size?: 'xs' | 'sm';
  testId?: string;
}) {
  const pages = pageCount(props.total, props.perPage);
  const size = props.size ?? 'sm';
  return (
    <HStack gap="2" justify="flex-end" data-testid={props.testId ?? 'pager'}>
      {props.loading && <Spinner size="xs" />}
      <Button size={size} variant="outline" disabled={props.page <= 1} onClick={() => props.onPage(props.page - 1)} data-testid="page-prev">
        {props.labels.prev}
      </Button>
      <Text fontSize="sm" data-testid="page-info">
        {props.labels.of(props.page, pages)}
      </Text>
      <Button size={size} variant="outline" disabled={props.page >= pages} onClick={() => props.onPage(props.page + 1)} data-testid="page-next">
        {props.labels.next}
      </Button>
    </HStack>
  );
}
