import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { TicketFieldsFragment } from '../../../gql/graphql';
import { DateCell, Thumbnail, UserCell } from '../../../ui';
import { useSupportT } from '../i18n';

type Message = TicketFieldsFragment['messages'][number];

/** A ticket's messages, oldest first: the seller's on one side, staff's on the other, internal notes marked. */
export function Thread({ messages, sellerId }: { messages: Message[]; sellerId: string }) {
  const { t } = useSupportT();
  return (
    <Stack gap="3" data-testid="thread">
      {messages.map((m) => {
        const fromSeller = m.author?._id === sellerId;
        return (
          <Box
            key={m._id}
            alignSelf={fromSeller ? 'flex-start' : 'flex-end'}
            maxW={{ base: 'full', md: '80%' }}
            borderWidth="1px"
            borderRadius="lg"
            p="3"
            bg={m.internal ? 'yellow.subtle' : fromSeller ? 'bg' : 'brand.50'}
            borderColor={m.internal ? 'yellow.muted' : 'border'}
            data-testid="message"
            data-internal={m.internal}
          >
            <HStack justify="space-between" gap="4" mb="1">
              <UserCell user={m.author} />
              <HStack gap="2">
                {m.internal && <Badge colorPalette="yellow">{t('thread.internal')}</Badge>}
                <Text fontSize="xs" color="fg.muted">
                  <DateCell value={m.created_at} withTime />
                </Text>
              </HStack>
            </HStack>
            <Text whiteSpace="pre-wrap" data-testid="message-body">
              {m.body}
            </Text>
            {m.attachments.length > 0 && (
              <HStack gap="2" mt="2" wrap="wrap">
                {m.attachments.map((a) =>
                  /\.pdf$/i.test(a.name) ? (
                    <a key={a._id} href={a.url} target="_blank" rel="noreferrer">
                      <Text fontSize="sm" color="fg.info">
                        {a.name}
                      </Text>
                    </a>
                  ) : (
                    <Thumbnail key={a._id} src={a.thumbnail} fullSrc={a.url} name={a.name} size="16" />
                  ),
                )}
              </HStack>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
