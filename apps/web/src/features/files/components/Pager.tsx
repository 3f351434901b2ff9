import { Button, HStack, Text } from '@chakra-ui/react';
import { pageCount } from '../filters';

/** Previous / page x of y / next, for lists paged by an x-total header. */
export function Pager(props: { page: number; perPage: number; total: number; onPage: (p: number) => void; labels: { prev: string; next: string; of: (page: number, pages: number) => string }; testId?: string }) {
  const pages = pageCount(props.total, props.perPage);
  return (
    <HStack gap="2" justify="flex-end" data-testid={props.testId ?? 'pager'}>
      <Button size="sm" variant="outline" disabled={props.page <= 1} onClick={() => props.onPage(props.page - 1)} data-testid="page-prev">
        {props.labels.prev}
      </Button>
      <Text fontSize="sm" data-testid="page-info">
        {props.labels.of(props.page, pages)}
      </Text>
      <Button size="sm" variant="outline" disabled={props.page >= pages} onClick={() => props.onPage(props.page + 1)} data-testid="page-next">
        {props.labels.next}
      </Button>
    </HStack>
  );
}
