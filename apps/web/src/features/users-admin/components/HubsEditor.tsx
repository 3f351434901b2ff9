import { useState } from 'react';
import { Badge, Box, Button, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { HUB_ACTIONS, TEXT_LIMITS, type HubAction } from '@pod/shared';
import { useAdminT } from '../i18n';
import { MANUFACTURES } from '../graphql';
import { reasonTranslationKey, SelectField, TextField } from '../../../ui';

/** A hub (manufacture) change sent with the user on save (spec section 4: Create, Assigned, Unset, Edit). */
export interface HubChange {
  action: HubAction;
  _id?: string;
  name?: string;
}

/** The user's hubs, and the changes queued for the next save (read-only viewers see the hubs only). */
export function HubsEditor({
  current,
  changes,
  onChange,
  readOnly,
}: {
  current: Array<{ _id: string; name: string }>;
  changes: HubChange[];
  onChange: (c: HubChange[]) => void;
  readOnly: boolean;
}) {
  const { t } = useAdminT();
  const manufactures = useQuery(MANUFACTURES);
  const [action, setAction] = useState<HubAction>('Assigned');
  const [target, setTarget] = useState('');
  const [name, setName] = useState('');
  const [err, setErr] = useState<string | null>(null);
  const all = manufactures.data?.manufactures ?? [];
  const options = action === 'Assigned' ? all.filter((m) => !current.some((c) => c._id === m._id)) : action === 'Create' ? [] : current;
  const add = () => {
    if ((action === 'Create' || action === 'Edit') && !name.trim()) return setErr(reasonTranslationKey('required'));
    if (action !== 'Create' && !target) return setErr('errors.choose_hub');
    setErr(null);
    onChange([...changes, { action, _id: action === 'Create' ? undefined : target, name: action === 'Create' || action === 'Edit' ? name.trim() : undefined }]);
    setName('');
    setTarget('');
  };
  const nameOf = (id?: string) => all.find((m) => m._id === id)?.name ?? current.find((m) => m._id === id)?.name ?? id;
  return (
    <Stack gap="3" data-testid="hubs-editor">
      <Wrap gap="2">
        {current.length === 0 && <Text color="fg.muted">{t('hubs.none')}</Text>}
        {current.map((h) => (
          <Badge key={h._id} size="lg" variant="subtle" data-testid="hub-current">
            {h.name}
          </Badge>
        ))}
      </Wrap>
      {!readOnly && (
        <HStack gap="2" align="flex-end" wrap="wrap">
          <Box w="160px">
            <SelectField
              name="hub-action"
              label={t('hubs.action')}
              value={action}
              onChange={(v) => {
                setAction(v as HubAction);
                setTarget('');
              }}
              options={HUB_ACTIONS.map((a) => ({ value: a, label: t(`hubs.actions.${a}`) }))}
            />
          </Box>
          {action !== 'Create' && (
            <Box minW="200px">
              <SelectField
                name="hub-target"
                label={t('hubs.manufacture')}
                value={target}
                onChange={setTarget}
                options={[{ value: '', label: t('hubs.choose') }, ...options.map((m) => ({ value: m._id, label: m.name }))]}
              />
            </Box>
          )}
          {(action === 'Create' || action === 'Edit') && (
            <Box minW="200px">
              <TextField name="hub-name" label={t('hubs.name')} value={name} onChange={setName} maxLength={TEXT_LIMITS.name} />
            </Box>
          )}
          <Button variant="outline" onClick={add} data-testid="hub-add">
            {t('hubs.add_change')}
          </Button>
        </HStack>
      )}
      {err && (
        <Text color="fg.error" fontSize="sm" data-testid="error-hubs-local">
          {t(err)}
        </Text>
      )}
      {changes.length > 0 && (
        <Stack gap="1" data-testid="hub-changes">
          <Text fontSize="sm" fontWeight="medium">
            {t('hubs.pending')}
          </Text>
          {changes.map((c, i) => (
            <HStack key={i} gap="2">
              <Badge colorPalette="blue">{t(`hubs.actions.${c.action}`)}</Badge>
              <Text fontSize="sm">{[c._id ? nameOf(c._id) : null, c.name].filter(Boolean).join(' → ')}</Text>
              <Button size="2xs" variant="ghost" onClick={() => onChange(changes.filter((_, j) => j !== i))}>
                {t('common.remove')}
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
