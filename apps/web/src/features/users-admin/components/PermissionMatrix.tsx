import { Box, Text } from '@chakra-ui/react';
import { MODULES } from '@pod/shared';
import { useAdminT } from '../i18n';
import { can, useSession } from '../../../stores/session';
import { CheckField, SimpleTable, type SimpleColumn } from '../../../ui';

export const ACTION_KEYS = ['view', 'add', 'update', 'delete'] as const;
export type AccessKey = (typeof ACTION_KEYS)[number];
export interface Perm {
  module: string;
  title?: string;
  access: Record<AccessKey, boolean>;
}

/** Every module of the product, with the given entries filled in. */
export function fullMatrix(list: readonly Perm[] | null | undefined): Perm[] {
  return MODULES.map((m) => {
    const found = list?.find((p) => p.module === m.module);
    return {
      module: m.module,
      title: m.title,
      access: { view: !!found?.access.view, add: !!found?.access.add, update: !!found?.access.update, delete: !!found?.access.delete },
    };
  });
}

export function toPermissionInput(list: Perm[]) {
  return list.map((p) => ({ module: p.module, access: { view: p.access.view, add: p.access.add, update: p.access.update, delete: p.access.delete } }));
}

/** View/add/update/delete per module. What the signed-in user does not hold cannot be ticked (but can be unticked). */
export function PermissionMatrix({ value, onChange }: { value: Perm[]; onChange: (v: Perm[]) => void }) {
  const { t } = useAdminT();
  const user = useSession((s) => s.user);
  const holds = (module: string, a: AccessKey) => can(user, module, a);
  const set = (module: string, a: AccessKey, v: boolean) => onChange(value.map((p) => (p.module === module ? { ...p, access: { ...p.access, [a]: v } } : p)));
  const setColumn = (a: AccessKey, v: boolean) =>
    onChange(value.map((p) => ({ ...p, access: { ...p.access, [a]: v ? holds(p.module, a) || p.access[a] : false } })));
  return (
    <Box data-testid="permission-matrix">
      <Box overflow="auto" borderWidth="1px" rounded="md" maxH="480px">
        <SimpleTable
          stickyHeader
          rows={value}
          rowKey={(p) => p.module}
          rowProps={(p) => ({ 'data-testid': `perm-row-${p.module}` })}
          columns={[
            { key: 'module', header: t('permissions.module'), render: (p) => t(`modules.${p.module}`) },
            ...ACTION_KEYS.map((a): SimpleColumn<Perm> => ({
              key: a,
              align: 'center',
              header: (
                <>
                  <Text mb="1">{t(`permissions.${a}`)}</Text>
                  <CheckField name={`all-${a}`} ariaLabel={t('permissions.all')} checked={value.every((p) => p.access[a])} onChange={(v) => setColumn(a, v)} />
                </>
              ),
              render: (p) => (
                <CheckField
                  name={`perm-${p.module}-${a}`}
                  ariaLabel={`${t(`modules.${p.module}`)} ${t(`permissions.${a}`)}`}
                  checked={p.access[a]}
                  disabled={!p.access[a] && !holds(p.module, a)}
                  onChange={(v) => set(p.module, a, v)}
                />
              ),
            })),
          ]}
        />
      </Box>
    </Box>
  );
}
