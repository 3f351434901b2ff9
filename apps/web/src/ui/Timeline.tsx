import type { ReactNode } from 'react';
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { ArrowRight, CircleDot, UserCog } from 'lucide-react';
import { DateCell, type UserRefLike } from './cells';
import { StatusBadge } from './StatusBadge';
import { useUiT } from './i18n';
import { serverTextOf } from './serverText';

/** One row of the `timeline(entity, entity_id)` query: a state change, who made it, and who really did under impersonation. */
export interface TimelineEntry {
  _id: string;
  from?: string | null;
  to: string;
  transition?: string | null;
  note?: string | null;
  /** What the server noted (`{ code, params }`), worded here. */
  text?: { code: string; params: unknown } | null;
  created_at: string;
  actor?: UserRefLike | null;
  real_actor?: UserRefLike | null;
}

const who = (u: UserRefLike) => u.name || u.email;

/**
 * The history of an entity, newest first: from → to, the transition's label, its note, when and by
 * whom ("A acting as B" when someone signed in as another user made it). `stateLabel` renders a
 * state (a status badge by default); `transitionLabel` names a transition in the module's words.
 */
export function Timeline({
  entries,
  stateLabel = (s) => <StatusBadge status={s} />,
  transitionLabel,
  testId = 'timeline',
}: {
  entries: TimelineEntry[];
  stateLabel?: (state: string) => ReactNode;
  transitionLabel?: (transition: string) => string;
  testId?: string;
}) {
  const { t } = useUiT();
  if (!entries.length)
    return (
      <Text color="fg.muted" fontSize="sm" data-testid={`${testId}-empty`}>
        {t('timeline.empty')}
      </Text>
    );
  return (
    <Stack as="ol" gap="0" listStyleType="none" m="0" p="0" data-testid={testId}>
      {entries.map((e, i) => {
        const acting = e.real_actor && e.actor && e.real_actor._id !== e.actor._id;
        return (
          <HStack as="li" key={e._id} align="stretch" gap="3" data-testid="timeline-entry">
            {/* The rail: a dot per entry joined by a line. */}
            <Stack align="center" gap="0" pt="1" color="brand.fg">
              <CircleDot size={16} aria-hidden />
              {i < entries.length - 1 && <Box flex="1" w="2px" bg="border.emphasized" mt="1" />}
            </Stack>
            <Stack gap="1" pb="4" minW="0" flex="1">
              <HStack gap="2" wrap="wrap">
                {e.from ? (
                  <>
                    {stateLabel(e.from)}
                    <ArrowRight size={14} aria-hidden />
                    {stateLabel(e.to)}
                  </>
                ) : (
                  <>
                    <Text as="span" fontSize="sm">
                      {t('timeline.created')}
                    </Text>
                    {stateLabel(e.to)}
                  </>
                )}
                {e.transition && transitionLabel && (
                  <Text as="span" fontSize="sm" fontWeight="medium">
                    {transitionLabel(e.transition)}
                  </Text>
                )}
              </HStack>
              {(e.text || e.note) && (
                <Text fontSize="sm" data-testid="timeline-note">
                  {serverTextOf(e.text, t) ?? e.note}
                </Text>
              )}
              <HStack gap="2" fontSize="xs" color="fg.muted" wrap="wrap">
                <DateCell value={e.created_at} withTime />
                <Text as="span">·</Text>
                {acting ? (
                  <HStack gap="1" as="span" data-testid="timeline-acting-as">
                    <UserCog size={14} aria-hidden />
                    <Text as="span">{t('timeline.acting_as', { real: who(e.real_actor!), actor: who(e.actor!) })}</Text>
                  </HStack>
                ) : (
                  <Text as="span">{e.actor ? t('timeline.by', { actor: who(e.actor) }) : t('timeline.system')}</Text>
                )}
              </HStack>
            </Stack>
          </HStack>
        );
      })}
    </Stack>
  );
}
