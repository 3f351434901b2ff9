import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Checkbox, chakra, Dialog, Field, Heading, HStack, Input, NativeSelect, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { Action } from '@pod/shared';
import { useAdminT } from '../i18n';
import { toastFailure } from '../errors';
import { toaster } from '../../../app/toaster';
import { can, useCan, useSession } from '../../../stores/session';
import { useCustomizer } from '../../../stores/customizer';

/** A titled panel of a form; `testId` is also its anchor for the SectionNav. */
export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Box id={testId} scrollMarginTop="80px" bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: 4, md: 6 }} data-testid={testId}>
      <Heading size="md" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** Jump links to the sections of a long form, kept in view while scrolling. */
export function SectionNav({ sections }: { sections: Array<{ id: string; label: string }> }) {
  // Sits just under the navbar when that stays on screen (sticky 64 px, floating 12 px lower).
  const navbarType = useCustomizer((s) => s.value.navbarType);
  const top = navbarType === 'sticky' ? '64px' : navbarType === 'floating' ? '76px' : '0';
  return (
    <chakra.nav position="sticky" top={top} zIndex="1" bg="bg.subtle" py="2" mt="-2" borderBottomWidth="1px" data-testid="section-nav">
      <HStack gap="1" overflowX="auto">
        {sections.map((s) => (
          <Button
            key={s.id}
            size="xs"
            variant="ghost"
            flexShrink={0}
            data-testid={`jump-${s.id}`}
            onClick={() => document.getElementById(s.id)?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
          >
            {s.label}
          </Button>
        ))}
      </HStack>
    </chakra.nav>
  );
}

export function Grid({ children, columns = 3 }: { children: ReactNode; columns?: number }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: columns }} gap="4">
      {children}
    </SimpleGrid>
  );
}

/** A labelled field with its (translated) error right under it. */
export function TextField(props: {
  name: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  type?: string;
  required?: boolean;
  placeholder?: string;
  helper?: string;
  maxLength?: number;
}) {
  return (
    <Field.Root invalid={!!props.error} required={props.required}>
      <Field.Label>
        {props.label}
        {props.required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        name={props.name}
        data-testid={`field-${props.name}`}
        type={props.type ?? 'text'}
        value={props.value}
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        onChange={(e) => props.onChange(e.target.value)}
        autoComplete={props.type === 'password' ? 'new-password' : 'off'}
      />
      {props.helper && !props.error && <Field.HelperText>{props.helper}</Field.HelperText>}
      {props.error && <Field.ErrorText data-testid={`error-${props.name}`}>{props.error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function SelectField(props: {
  name: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: Array<{ value: string; label: string }>;
  error?: string;
  required?: boolean;
  size?: 'sm' | 'md';
}) {
  return (
    <Field.Root invalid={!!props.error} required={props.required}>
      {props.label && <Field.Label>{props.label}</Field.Label>}
      <NativeSelect.Root size={props.size}>
        <NativeSelect.Field name={props.name} data-testid={`field-${props.name}`} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {props.error && <Field.ErrorText data-testid={`error-${props.name}`}>{props.error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function CheckField({
  name,
  label,
  ariaLabel,
  checked,
  onChange,
  disabled,
}: {
  name: string;
  label?: string;
  ariaLabel?: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <Checkbox.Root
      checked={checked}
      disabled={disabled}
      onCheckedChange={(e) => onChange(e.checked === true)}
      data-testid={`check-${name}`}
      aria-label={ariaLabel ?? label ?? name}
    >
      <Checkbox.HiddenInput name={name} />
      <Checkbox.Control />
      {label && <Checkbox.Label>{label}</Checkbox.Label>}
    </Checkbox.Root>
  );
}

/** A destructive action that asks first. */
export function ConfirmButton({
  label,
  title,
  body,
  onConfirm,
  testId,
  size = 'sm',
  disabled,
}: {
  label: string;
  title: string;
  body: string;
  onConfirm: () => Promise<void> | void;
  testId?: string;
  size?: 'xs' | 'sm' | 'md';
  disabled?: boolean;
}) {
  const { t } = useAdminT();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} role="alertdialog">
      <Dialog.Trigger asChild>
        <Button colorPalette="red" variant="outline" size={size} data-testid={testId} disabled={disabled}>
          {label}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="confirm-dialog">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{body}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => setOpen(false)}>
                {t('common.cancel')}
              </Button>
              <Button
                colorPalette="red"
                loading={busy}
                data-testid="confirm-yes"
                onClick={async () => {
                  setBusy(true);
                  try {
                    await onConfirm();
                    setOpen(false);
                  } finally {
                    setBusy(false);
                  }
                }}
              >
                {t('common.confirm_delete')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

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
      {children}
    </Box>
  );
}

export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <HStack justify="space-between" mb="4" wrap="wrap" gap="2">
      <Heading size="xl" data-testid="page-title">
        {title}
      </Heading>
      <HStack gap="2">{actions}</HStack>
    </HStack>
  );
}

export function Stacked({ children }: { children: ReactNode }) {
  return <Stack gap="5">{children}</Stack>;
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
  module: string;
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
            {t(isCreate ? createLabel : 'common.save')}
          </Button>
        )}
        <Button variant="ghost" onClick={() => navigate(backTo)}>
          {t('common.back')}
        </Button>
      </HStack>
      <HStack gap="2">
        {aside}
        {remove && mayDelete && (
          <ConfirmButton
            testId={remove.testId}
            label={t('common.delete')}
            title={remove.title}
            body={remove.body}
            onConfirm={async () => {
              try {
                await remove.run();
                toaster.success({ title: remove.done });
                navigate(backTo, { replace: true });
              } catch (e) {
                toastFailure(t, e, 'errors.delete_failed');
              }
            }}
          />
        )}
      </HStack>
    </HStack>
  );
}
