import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Box, Button, Field, HStack, Spinner, Stack, Text, Wrap, chakra } from '@chakra-ui/react';
import { useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  ACTIVE_STATUSES,
  FOOTER_TYPES,
  MENU_COLOURS,
  NAVBAR_TYPES,
  ROLES,
  THEMES,
  TEXT_LIMITS,
  USER_STATUSES,
  makeUserInput,
  normalizeActiveTrackingDay,
  toIntOrZero,
} from '@pod/shared';
import { AdminPage, useAdminT } from '../i18n';
import { ALL_USER_GROUPS, DEFAULT_PERMISSIONS, DELETE_USER, GET_USER, MAKE_USER, USER_GROUPS_BY_ID } from '../graphql';
import { PermissionMatrix, fullMatrix, type Perm } from '../components/PermissionMatrix';
import type { UserFullFieldsFragment } from '../../../gql/graphql';
import { formFieldErrors } from '../form';
import { toaster } from '../../../app/toaster';
import { useCan, useSession } from '../../../stores/session';
import { UserField, type UserRef } from '../components/UserSearch';
import { NotificationSettings } from '../notifications/NotificationSettings';
import { HubsEditor, type HubChange } from '../components/HubsEditor';
import { CreditField } from '../components/CreditField';
import {
  CheckField,
  Grid,
  PageHeader,
  reasonTranslationKey,
  Section,
  SectionNav,
  SelectField,
  StatusBadge,
  TextField,
  TimelinePanel,
  useSaveForm,
} from '../../../ui';
import { AdminTabs, EditFooter, Editable } from '../components/AdminFrame';

const TEXTS = [
  'email',
  'name',
  'identity',
  'identity_label',
  'target',
  'referent',
  'h',
  'phone_number',
  'sale_plan',
  'facebook',
  'skype',
  'payment_type',
  'when_tracking_update',
  'default_carrier',
  'current_affiliate_id',
  'default_shipping_id',
] as const;
const FLAGS_SHIPPING = ['ship_by_seller', 'ship_by_onos', 'is_international', 'enable_non_ship'] as const;
const FLAGS_PRODUCTION = [
  'active_production_invoice',
  'process_without_design',
  'hold_off',
  'disable_design_production',
  'require_inc_active_service',
  'enable_check_dimension',
] as const;
const COLOURS = ['default', ...MENU_COLOURS];

type Text = (typeof TEXTS)[number];
type Flag = (typeof FLAGS_SHIPPING)[number] | (typeof FLAGS_PRODUCTION)[number] | 'sidebarCollapsed' | 'hideScrollToTop';

type FullUser = UserFullFieldsFragment;

type FormState = Record<Text, string> &
  Record<Flag, boolean> & {
    status: string;
    role: string;
    groups: string[];
    group_id: string;
    new_password: string;
    confirm_password: string;
    theme: string;
    navbarColor: string;
    navbarType: string;
    footerType: string;
    menuTheme: string;
    vip: string;
    wholesale_level: string;
    day_update_tracking: string;
    active_tracking_day: string;
    shipping_user: UserRef | null;
    default_shipping_method_id: string;
    default_shipping_method_name: string;
    addition_shipping_service_price: string;
    addition_base_cost: string;
    active_status: string;
  };

function initial(u: FullUser | null): FormState {
  // The form's text and flag fields are read by name.
  const byName = u as Record<string, unknown> | null;
  const s = (k: string) => (byName?.[k] == null ? '' : String(byName[k]));
  const b = (k: string) => byName?.[k] === true;
  const f = Object.fromEntries(TEXTS.map((k) => [k, s(k)])) as Record<Text, string>;
  const flags = Object.fromEntries([...FLAGS_SHIPPING, ...FLAGS_PRODUCTION, 'sidebarCollapsed', 'hideScrollToTop'].map((k) => [k, b(k)])) as Record<
    Flag,
    boolean
  >;
  return {
    ...f,
    ...flags,
    status: u?.status ?? 'Active',
    role: u?.role ?? '',
    groups: u ? u.groups.filter((g) => g !== u.role) : [],
    group_id: u?.group?._id ?? '',
    new_password: '',
    confirm_password: '',
    theme: s('theme') || 'light',
    navbarColor: s('navbarColor') || 'default',
    navbarType: s('navbarType') || 'sticky',
    footerType: s('footerType') || 'sticky',
    menuTheme: s('menuTheme') || 'dark',
    vip: u ? String(u.vip ?? 0) : '0',
    wholesale_level: u ? String(u.wholesale_level ?? 0) : '0',
    day_update_tracking: s('day_update_tracking'),
    active_tracking_day: u?.active_tracking_day ? String(u.active_tracking_day) : '',
    shipping_user: u?.shipping_user ?? null,
    default_shipping_method_id: u?.default_shipping_method?._id ?? '',
    default_shipping_method_name: u?.default_shipping_method?.name ?? '',
    addition_shipping_service_price: s('addition_shipping_service_price') || '0',
    addition_base_cost: s('addition_base_cost') || '0',
    active_status: s('active_status') || 'Ready',
  };
}

/** Client checks: the shared makeUser schema the server parses with (spec section 5); error keys per field. */
export function validateUser(f: FormState, isCreate: boolean): Record<string, string> {
  const e = formFieldErrors(makeUserInput(isCreate), toParams(f, isCreate, []));
  // The form always asks for a role (the API also accepts groups alone).
  if (!f.role) e.role = reasonTranslationKey('role_required');
  return e;
}

function toParams(f: FormState, isCreate: boolean, hubs: HubChange[]) {
  const p: Record<string, unknown> = {};
  for (const k of TEXTS) p[k] = f[k].trim();
  for (const k of [...FLAGS_SHIPPING, ...FLAGS_PRODUCTION, 'sidebarCollapsed', 'hideScrollToTop'] as const) p[k] = f[k];
  p.status = f.status;
  p.role = f.role || undefined;
  p.groups = f.role ? [f.role, ...f.groups.filter((g) => g !== f.role)] : f.groups;
  p.group_id = f.group_id || null;
  if (f.new_password || isCreate) {
    p.new_password = f.new_password;
    p.confirm_password = f.confirm_password;
  }
  for (const k of ['theme', 'navbarColor', 'navbarType', 'footerType', 'menuTheme'] as const) p[k] = f[k];
  p.vip = toIntOrZero(f.vip);
  p.wholesale_level = toIntOrZero(f.wholesale_level);
  p.day_update_tracking = f.day_update_tracking.trim() === '' ? null : toIntOrZero(f.day_update_tracking);
  // Sent only when an integer 1..5 (spec section 5); otherwise cleared.
  p.active_tracking_day = normalizeActiveTrackingDay(f.active_tracking_day) ?? null;
  p.shipping_user_id = f.shipping_user?._id ?? null;
  p.default_shipping_method =
    f.default_shipping_method_id.trim() || f.default_shipping_method_name.trim()
      ? { _id: f.default_shipping_method_id.trim(), name: f.default_shipping_method_name.trim() }
      : null;
  p.addition_shipping_service_price = Number(f.addition_shipping_service_price || 0);
  p.addition_base_cost = Number(f.addition_base_cost || 0);
  p.active_status = f.active_status;
  if (hubs.length) p.hubs = hubs;
  return p;
}

function UserForm({ user, filter }: { user: FullUser | null; filter: string }) {
  const { t, i18n } = useAdminT();
  const navigate = useNavigate();
  const isCreate = !user;
  const mayWrite = useCan('users', isCreate ? 'add' : 'update');
  // Nobody deletes their own account (the server refuses it too).
  const myId = useSession((s) => s.user?._id);
  const [form, setForm] = useState<FormState>(() => initial(user));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [hubs, setHubs] = useState<HubChange[]>([]);
  const groupsQ = useQuery(ALL_USER_GROUPS);
  const [save, { loading }] = useMutation(MAKE_USER);
  const [remove] = useMutation(DELETE_USER);
  // Personal permissions: shown as the effective matrix (role defaults, then the active group, then the user's own entries);
  // only the modules changed here (plus the user's existing entries) are sent as the user's own layer.
  const [perm, setPerm] = useState<Perm[] | null>(null);
  const defaultsQ = useQuery(DEFAULT_PERMISSIONS, { variables: { role: form.role || null }, skip: !user || !form.role });
  const groupsFull = useQuery(USER_GROUPS_BY_ID, { skip: !user });
  const baseline = useMemo(() => {
    if (!user || !defaultsQ.data) return null;
    let m = fullMatrix(defaultsQ.data.getDefaultPermissions);
    const overlay = (layer: readonly Perm[]) => {
      m = m.map((p) => {
        const e = layer.find((x) => x.module === p.module);
        return e ? { ...p, access: { view: !!e.access.view, add: !!e.access.add, update: !!e.access.update, delete: !!e.access.delete } } : p;
      });
    };
    const g = groupsFull.data?.usergroups.find((x) => x._id === form.group_id && x.status === 'Active');
    if (g) overlay(g.permission);
    overlay(user.permission ?? []);
    return m;
  }, [user, defaultsQ.data, groupsFull.data, form.group_id]);
  useEffect(() => {
    setForm(initial(user));
    setHubs([]);
    setPerm(null);
  }, [user]);
  const personalLayer = (): Perm[] | undefined => {
    if (!perm || !baseline || !user) return undefined;
    const own = new Set((user.permission ?? []).map((p) => p.module));
    return perm
      .filter((p) => {
        const b = baseline.find((x) => x.module === p.module);
        return own.has(p.module) || !b || (['view', 'add', 'update', 'delete'] as const).some((a) => b.access[a] !== p.access[a]);
      })
      .map((p) => ({ module: p.module, access: { ...p.access } }));
  };

  const set =
    <K extends keyof FormState>(k: K) =>
    (v: FormState[K]) =>
      setForm((f) => ({ ...f, [k]: v }));
  const err = (k: string) => (errors[k] ? t(errors[k]) : undefined);
  const text = (k: keyof FormState & string, opts: { required?: boolean; type?: string; helper?: string; max?: number } = {}) => (
    <TextField
      key={k}
      name={k}
      label={t(`fields.${k}`)}
      value={form[k] as string}
      onChange={set(k) as (v: string) => void}
      error={err(k)}
      required={opts.required}
      type={opts.type}
      helper={opts.helper}
      maxLength={opts.max ?? TEXT_LIMITS.short}
    />
  );
  const flag = (k: Flag) => <CheckField key={k} name={k} label={t(`fields.${k}`)} checked={form[k]} onChange={set(k) as (v: boolean) => void} />;

  const saveForm = useSaveForm(setErrors);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void saveForm(validateUser(form, isCreate), async () => {
      const params = toParams(form, isCreate, hubs);
      const layer = personalLayer();
      if (layer) params.permission = layer;
      const r = await save({ variables: { id: user?._id ?? null, params } });
      toaster.success({ title: t(isCreate ? 'users.created' : 'users.saved') });
      setHubs([]);
      if (isCreate && r.data) navigate(`/users/${filter}/${r.data.makeUser._id}`, { replace: true });
    });
  };

  const groupOptions = [
    { value: '', label: t('users.no_group') },
    ...(groupsQ.data?.usergroups ?? []).map((g) => ({ value: g._id, label: g.status === 'Active' ? g.name : `${g.name} (${t(`status.${g.status}`)})` })),
  ];

  return (
    <chakra.form id="user-form" onSubmit={submit} noValidate data-testid="user-form">
      <Editable editable={mayWrite}>
        <Stack gap="5">
          <Section title={t('sections.identity')} testId="section-identity">
            <Grid>
              {text('email', { required: true, type: 'email', max: TEXT_LIMITS.email })}
              {text('name', { required: true, max: TEXT_LIMITS.name })}
              <SelectField
                name="status"
                label={t('fields.status')}
                value={form.status}
                onChange={set('status')}
                error={err('status')}
                options={USER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              />
              {text('identity')}
              {text('identity_label')}
              {text('target')}
              {text('referent')}
              {text('h')}
              {text('phone_number', { type: 'tel' })}
              {text('sale_plan')}
              {text('facebook')}
              {text('skype')}
            </Grid>
          </Section>
          {mayWrite && (
            <Section title={t('sections.password')} testId="section-password">
              <Grid columns={2}>
                {text('new_password', { type: 'password', required: isCreate, helper: t('users.password_rule'), max: TEXT_LIMITS.password.max })}
                {text('confirm_password', { type: 'password', required: isCreate, max: TEXT_LIMITS.password.max })}
              </Grid>
              {!isCreate && (
                <Text color="fg.muted" fontSize="sm" mt="2">
                  {t('users.password_keep')}
                </Text>
              )}
            </Section>
          )}
          <Section title={t('sections.role')} testId="section-role">
            <Stack gap="4">
              <Grid columns={2}>
                <SelectField
                  name="role"
                  label={t('fields.role')}
                  required
                  value={form.role}
                  onChange={set('role')}
                  error={err('role')}
                  options={[{ value: '', label: t('users.choose_role') }, ...ROLES.map((r) => ({ value: r, label: t(`translation:roles.${r}`) }))]}
                />
                <SelectField
                  name="group_id"
                  label={t('fields.group')}
                  value={form.group_id}
                  onChange={set('group_id')}
                  error={err('group_id')}
                  options={groupOptions}
                />
              </Grid>
              <Field.Root invalid={!!errors.groups}>
                <Field.Label>{t('fields.groups')}</Field.Label>
                <Wrap gap="4" data-testid="groups-checks">
                  {ROLES.filter((r) => r !== form.role).map((r) => (
                    <CheckField
                      key={r}
                      name={`groups-${r}`}
                      label={t(`translation:roles.${r}`)}
                      checked={form.groups.includes(r)}
                      onChange={(v) => set('groups')(v ? [...form.groups, r] : form.groups.filter((g) => g !== r))}
                    />
                  ))}
                </Wrap>
                {errors.groups && <Field.ErrorText>{t(errors.groups)}</Field.ErrorText>}
              </Field.Root>
            </Stack>
          </Section>
          {user && (
            <Section title={t('sections.permissions')} testId="section-permissions">
              <Stack gap="3">
                <Text color="fg.muted" fontSize="sm">
                  {t('users.permissions_hint')}
                </Text>
                {baseline ? <PermissionMatrix value={perm ?? baseline} onChange={setPerm} /> : <Spinner size="sm" />}
                {errors.permission && (
                  <Text color="fg.error" fontSize="sm" data-testid="error-permission">
                    {t(errors.permission)}
                  </Text>
                )}
              </Stack>
            </Section>
          )}
          <Section title={t('sections.customizer')} testId="section-customizer">
            <Stack gap="4">
              <Grid columns={5}>
                <SelectField
                  name="theme"
                  label={t('fields.theme')}
                  value={form.theme}
                  onChange={set('theme')}
                  error={err('theme')}
                  options={THEMES.map((x) => ({ value: x, label: t(`options.theme.${x}`) }))}
                />
                <SelectField
                  name="navbarColor"
                  label={t('fields.navbarColor')}
                  value={form.navbarColor}
                  onChange={set('navbarColor')}
                  error={err('navbarColor')}
                  options={COLOURS.map((x) => ({ value: x, label: t(`options.colour.${x}`) }))}
                />
                <SelectField
                  name="menuTheme"
                  label={t('fields.menuTheme')}
                  value={form.menuTheme}
                  onChange={set('menuTheme')}
                  error={err('menuTheme')}
                  options={COLOURS.map((x) => ({ value: x, label: t(`options.colour.${x}`) }))}
                />
                <SelectField
                  name="navbarType"
                  label={t('fields.navbarType')}
                  value={form.navbarType}
                  onChange={set('navbarType')}
                  error={err('navbarType')}
                  options={NAVBAR_TYPES.map((x) => ({ value: x, label: t(`options.bar.${x}`) }))}
                />
                <SelectField
                  name="footerType"
                  label={t('fields.footerType')}
                  value={form.footerType}
                  onChange={set('footerType')}
                  error={err('footerType')}
                  options={FOOTER_TYPES.map((x) => ({ value: x, label: t(`options.bar.${x}`) }))}
                />
              </Grid>
              <HStack gap="6" wrap="wrap">
                {flag('sidebarCollapsed')}
                {flag('hideScrollToTop')}
              </HStack>
            </Stack>
          </Section>
          <Section title={t('sections.billing')} testId="section-billing">
            <Grid columns={4}>
              <CreditField user={user} />
              {text('vip', { helper: t('users.int_hint') })}
              {text('wholesale_level', { helper: t('users.int_hint') })}
              {text('payment_type')}
            </Grid>
          </Section>
          <Section title={t('sections.shipping')} testId="section-shipping">
            <Stack gap="4">
              <Grid>
                <SelectField
                  name="active_tracking_day"
                  label={t('fields.active_tracking_day')}
                  value={form.active_tracking_day}
                  onChange={set('active_tracking_day')}
                  error={err('active_tracking_day')}
                  options={[
                    { value: '', label: t('users.tracking_day_none') },
                    ...[1, 2, 3, 4, 5].map((d) => ({ value: String(d), label: t('users.tracking_day', { count: d }) })),
                  ]}
                />
                {text('day_update_tracking')}
                {text('when_tracking_update')}
                {text('default_carrier')}
                <UserField
                  name="shipping_user_id"
                  label={t('fields.shipping_user')}
                  value={form.shipping_user}
                  onChange={set('shipping_user')}
                  error={err('shipping_user_id')}
                  searchLabel={t('users.search_users')}
                />
                {text('default_shipping_id')}
                {text('default_shipping_method_id', { helper: t('users.shipping_methods_later') })}
                {text('default_shipping_method_name')}
                {text('addition_shipping_service_price')}
                {text('addition_base_cost')}
              </Grid>
              <HStack gap="6" wrap="wrap">
                {FLAGS_SHIPPING.map(flag)}
              </HStack>
            </Stack>
          </Section>
          <Section title={t('sections.production')} testId="section-production">
            <Stack gap="4">
              <Grid>
                <SelectField
                  name="active_status"
                  label={t('fields.active_status')}
                  value={form.active_status}
                  onChange={set('active_status')}
                  error={err('active_status')}
                  options={ACTIVE_STATUSES.map((x) => ({ value: x, label: t(`options.active_status.${x}`) }))}
                />
                {text('current_affiliate_id')}
              </Grid>
              <Wrap gap="6">{FLAGS_PRODUCTION.map(flag)}</Wrap>
            </Stack>
          </Section>
          <Section title={t('sections.hubs')} testId="section-hubs">
            <HubsEditor current={user?.hubs ?? []} changes={hubs} onChange={setHubs} readOnly={!mayWrite} />
            {errors.hubs && (
              <Text color="fg.error" fontSize="sm" mt="2" data-testid="error-hubs">
                {t(errors.hubs)}
              </Text>
            )}
          </Section>
          <Box py="3" borderTopWidth="1px">
            <EditFooter
              module="users"
              isCreate={isCreate}
              saving={loading}
              saveTestId="user-save"
              createLabel="users.create"
              backTo={`/users/${filter}`}
              remove={
                user && user._id !== myId
                  ? {
                      testId: 'user-delete',
                      title: t('users.delete_title'),
                      body: t('users.delete_body', { email: user.email }),
                      done: t('users.deleted'),
                      run: () => remove({ variables: { _id: user._id } }),
                    }
                  : undefined
              }
            />
          </Box>
          {user?.last_login && (
            <Text color="fg.muted" fontSize="sm">
              {t('fields.last_login')}: {new Date(user.last_login).toLocaleString(i18n.language)}
            </Text>
          )}
        </Stack>
      </Editable>
    </chakra.form>
  );
}

/** The form's sections in page order, as far as this screen shows them. */
function sectionsOf(user: FullUser | null, mayWrite: boolean): string[] {
  return [
    'identity',
    mayWrite && 'password',
    'role',
    user && 'permissions',
    'customizer',
    'billing',
    'shipping',
    'production',
    'hubs',
    user && 'notifications',
    user && 'history',
  ].filter((s): s is string => !!s);
}

function UserEdit() {
  const { t } = useAdminT();
  const { filter = 'Opened', id = 'new' } = useParams();
  const isCreate = id === 'new';
  const q = useQuery(GET_USER, { variables: { _id: id }, skip: isCreate, fetchPolicy: 'network-only' });
  const user = useMemo(() => (isCreate ? null : (q.data?.getUserById ?? null)), [isCreate, q.data]);
  const mayAdd = useCan('users', 'add');
  const mayUpdate = useCan('users', 'update');
  return (
    <Box>
      <AdminTabs />
      <PageHeader
        title={isCreate ? t('users.new') : t('users.edit')}
        actions={
          <HStack gap="3">
            {user && <Text color="fg.muted">{user.email}</Text>}
            {user && <StatusBadge status={user.status} />}
            {(isCreate ? mayAdd : user && mayUpdate) && (
              <Button type="submit" form="user-form" colorPalette="brand" size="sm" data-testid="user-save-top">
                {t(isCreate ? 'users.create' : 'common.save')}
              </Button>
            )}
          </HStack>
        }
      />
      {!isCreate && q.loading && !q.data ? (
        <Spinner />
      ) : !isCreate && !user ? (
        <Text data-testid="user-not-found">{t('errors.not_found')}</Text>
      ) : (
        <Stack gap="6">
          <SectionNav sections={sectionsOf(user, isCreate ? mayAdd : mayUpdate).map((id) => ({ id: `section-${id}`, label: t(`sections.${id}`) }))} />
          <UserForm user={user} filter={filter} />
          {user && <NotificationSettings userId={user._id} />}
          {user && (
            <Section title={t('sections.history')} testId="section-history">
              <TimelinePanel entity="user" entityId={user._id} />
            </Section>
          )}
        </Stack>
      )}
    </Box>
  );
}

export default function UserEditPage() {
  return (
    <AdminPage module="users">
      <UserEdit />
    </AdminPage>
  );
}
