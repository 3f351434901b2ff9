import { Fragment, type ReactNode } from 'react';
import { Alert, Box, Button, chakra, HStack } from '@chakra-ui/react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ArrowLeft, Save, Trash2 } from 'lucide-react';
import type { Action, ModuleKey } from '@pod/shared';
import { useAdminT } from '../i18n';
import { toaster } from '../../../ui/toaster';
import { can, useCan, useSession } from '../../../stores/session';
import { ConfirmButton, PageHeader, showError } from '../../../ui';

/** Users, user groups, merchant groups: the admin area's own tabs. */
export function AdminTabs() {
  const { t } = useAdminT();
  const { pathname } = useLocation();
  const user = useSession((s) => s.user);
  const tabs = [
    { to: '/users/Opened', match: '/users', module: 'users', label: t('tabs.users') },
    { to: '/user-groups', match: '/user-groups', module: 'user_groups', label: t('tabs.user_groups') },
    { to: '/merchant-groups', match: '/merchant-groups', module: 'merchant_groups', label: t('tabs.merchant_groups') },
  ].filter((tab) => can(user, tab.module, 'view'));
  return (
    <HStack gap="1" borderBottomWidth="1px" mb="4" data-testid="admin-tabs" overflowX="auto">
      {tabs.map((tab) => {
        const active = pathname === tab.match || pathname.startsWith(tab.match + '/');
        return (
          <Link key={tab.to} to={tab.to} style={{ textDecoration: 'none' }} data-testid={`tab-${tab.match.slice(1)}`}>
            <Box
              px="4"
              py="2"
              fontWeight={active ? 'semibold' : 'normal'}
              borderBottomWidth="2px"
              borderColor={active ? 'colorPalette.solid' : 'transparent'}
              colorPalette="brand"
              color={active ? 'fg' : 'fg.muted'}
              whiteSpace="nowrap"
            >
              {tab.label}
            </Box>
          </Link>
        );
      })}
    </HStack>
  );
}

/** An admin edit screen (route `…/:id`, `new` to create): the admin tabs, a New/Edit title, then the form. */
export function EditScreen({ newTitle, editTitle, children }: { newTitle: string; editTitle: string; children: ReactNode }) {
  const { t } = useAdminT();
  const { id = 'new' } = useParams();
  return (
    <Box>
      <AdminTabs />
      <PageHeader title={t(id === 'new' ? newTitle : editTitle)} />
      {/* Another record (a link from one group to the next) is a new form: its own state and a fresh read. */}
      <Fragment key={id}>{children}</Fragment>
    </Box>
  );
}

/** Every control inside is read-only unless `editable` (a native disabled fieldset): for users who may only view. */
export function Editable({ editable, children }: { editable: boolean; children: ReactNode }) {
  const { t } = useAdminT();
  return (
    <chakra.fieldset disabled={!editable} border="0" p="0" m="0" minW="0">
      {!editable && (
        <Alert.Root status="info" mb="4" data-testid="read-only">
          <Alert.Indicator />
          <Alert.Title>{t('common.read_only')}</Alert.Title>
        </Alert.Root>
      )}
      {children}
    </chakra.fieldset>
  );
}

interface EditFooterProps {
  module: ModuleKey;
  isCreate: boolean;
  saving: boolean;
  saveTestId: string;
  /** Label key of the save button when creating (editing says "Save"). */
  createLabel: string;
  backTo: string;
  /** The delete button of an existing record: confirmed, then back to the list. */
  remove?: { testId: string; title: string; body: string; done: string; run: () => Promise<unknown> };
  aside?: ReactNode;
}

/** Save, back and delete of an admin edit form. Save and delete show only to users who may do them; the server refuses them anyway. */
export function EditFooter({ module, isCreate, saving, saveTestId, createLabel, backTo, remove, aside }: EditFooterProps) {
  const { t } = useAdminT();
  const navigate = useNavigate();
  const maySave = useCan(module, (isCreate ? 'add' : 'update') satisfies Action);
  const mayDelete = useCan(module, 'delete');
  return (
    <HStack justify="space-between" wrap="wrap" gap="2">
      <HStack gap="2">
        {maySave && (
          <Button type="submit" colorPalette="brand" loading={saving} data-testid={saveTestId}>
            <Save aria-hidden />
            {t(isCreate ? createLabel : 'common.save')}
          </Button>
        )}
        <Button variant="ghost" onClick={() => navigate(backTo)}>
          <ArrowLeft aria-hidden className="rtl-flip" />
          {t('common.back')}
        </Button>
      </HStack>
      <HStack gap="2">
        {aside}
        {remove && mayDelete && (
          <ConfirmButton
            testId={remove.testId}
            label={t('common.delete')}
            icon={<Trash2 aria-hidden />}
            title={remove.title}
            body={remove.body}
            onConfirm={async () => {
              try {
                await remove.run();
                toaster.success({ title: remove.done });
                navigate(backTo, { replace: true });
              } catch (e) {
                showError(e, t('errors.delete_failed'));
              }
            }}
          />
        )}
      </HStack>
    </HStack>
  );
}
