import { Field, HStack, Spinner, Stack, Text, Wrap } from '@chakra-ui/react';
import { ACTIVE_STATUSES, FOOTER_TYPES, NAVBAR_TYPES, ROLES, THEMES, TEXT_LIMITS, USER_STATUSES } from '@pod/shared';
import { CheckField, Grid, Section, SelectField } from '../../../ui';
import { useAdminT } from '../i18n';
import { COLOURS, FLAGS_PRODUCTION, FLAGS_SHIPPING, type FullUser } from '../user-form';
import { CreditField } from './CreditField';
import { PermissionMatrix, type Perm } from './PermissionMatrix';
import { UserField } from './UserSearch';
import type { UserFields } from './useUserFields';

// The user form's sections, in page order (UserForm lays them out; the page's SectionNav lists them).

/** Who the user is: email, name, status and contact fields. */
export function IdentitySection({ f }: { f: UserFields }) {
  const { t } = useAdminT();
  return (
    <Section title={t('sections.identity')} testId="section-identity">
      <Grid>
        {f.text('email', { required: true, type: 'email', max: TEXT_LIMITS.email })}
        {f.text('name', { required: true, max: TEXT_LIMITS.name })}
        <SelectField
          name="status"
          label={t('fields.status')}
          value={f.form.status}
          onChange={f.set('status')}
          error={f.err('status')}
          options={USER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
        {f.text('identity')}
        {f.text('identity_label')}
        {f.text('target')}
        {f.text('referent')}
        {f.text('h')}
        {f.text('phone_number', { type: 'tel' })}
        {f.text('sale_plan')}
        {f.text('facebook')}
        {f.text('skype')}
      </Grid>
    </Section>
  );
}

/** A new password (required on create; left empty, the current one stays). */
export function PasswordSection({ f, isCreate }: { f: UserFields; isCreate: boolean }) {
  const { t } = useAdminT();
  return (
    <Section title={t('sections.password')} testId="section-password">
      <Grid columns={2}>
        {f.text('new_password', { type: 'password', required: isCreate, helper: t('users.password_rule'), max: TEXT_LIMITS.password.max })}
        {f.text('confirm_password', { type: 'password', required: isCreate, max: TEXT_LIMITS.password.max })}
      </Grid>
      {!isCreate && (
        <Text color="fg.muted" fontSize="sm" mt="2">
          {t('users.password_keep')}
        </Text>
      )}
    </Section>
  );
}

/** The role, the active group and the other roles held. */
export function RoleSection({ f, groupOptions }: { f: UserFields; groupOptions: Array<{ value: string; label: string }> }) {
  const { t } = useAdminT();
  return (
    <Section title={t('sections.role')} testId="section-role">
      <Stack gap="4">
        <Grid columns={2}>
          <SelectField
            name="role"
            label={t('fields.role')}
            required
            value={f.form.role}
            onChange={f.set('role')}
            error={f.err('role')}
            options={[{ value: '', label: t('users.choose_role') }, ...ROLES.map((r) => ({ value: r, label: t(`translation:roles.${r}`) }))]}
          />
          <SelectField
            name="group_id"
            label={t('fields.group')}
            value={f.form.group_id}
            onChange={f.set('group_id')}
            error={f.err('group_id')}
            options={groupOptions}
          />
        </Grid>
        <Field.Root invalid={!!f.errors.groups}>
          <Field.Label>{t('fields.groups')}</Field.Label>
          <Wrap gap="4" data-testid="groups-checks">
            {ROLES.filter((r) => r !== f.form.role).map((r) => (
              <CheckField
                key={r}
                name={`groups-${r}`}
                label={t(`translation:roles.${r}`)}
                checked={f.form.groups.includes(r)}
                onChange={(v) => f.set('groups')(v ? [...f.form.groups, r] : f.form.groups.filter((g) => g !== r))}
              />
            ))}
          </Wrap>
          {f.errors.groups && <Field.ErrorText>{t(f.errors.groups)}</Field.ErrorText>}
        </Field.Root>
      </Stack>
    </Section>
  );
}

/** The user's effective permissions; what is changed here becomes their own layer. */
export function PermissionsSection({ f, value, onChange }: { f: UserFields; value: Perm[] | null; onChange: (v: Perm[]) => void }) {
  const { t } = useAdminT();
  return (
    <Section title={t('sections.permissions')} testId="section-permissions">
      <Stack gap="3">
        <Text color="fg.muted" fontSize="sm">
          {t('users.permissions_hint')}
        </Text>
        {value ? <PermissionMatrix value={value} onChange={onChange} /> : <Spinner size="sm" />}
        {f.errors.permission && (
          <Text color="fg.error" fontSize="sm" data-testid="error-permission">
            {t(f.errors.permission)}
          </Text>
        )}
      </Stack>
    </Section>
  );
}

/** How the back office looks for the user. */
export function CustomizerSection({ f }: { f: UserFields }) {
  const { t } = useAdminT();
  return (
    <Section title={t('sections.customizer')} testId="section-customizer">
      <Stack gap="4">
        <Grid columns={5}>
          <SelectField
            name="theme"
            label={t('fields.theme')}
            value={f.form.theme}
            onChange={f.set('theme')}
            error={f.err('theme')}
            options={THEMES.map((x) => ({ value: x, label: t(`options.theme.${x}`) }))}
          />
          <SelectField
            name="navbarColor"
            label={t('fields.navbarColor')}
            value={f.form.navbarColor}
            onChange={f.set('navbarColor')}
            error={f.err('navbarColor')}
            options={COLOURS.map((x) => ({ value: x, label: t(`options.colour.${x}`) }))}
          />
          <SelectField
            name="menuTheme"
            label={t('fields.menuTheme')}
            value={f.form.menuTheme}
            onChange={f.set('menuTheme')}
            error={f.err('menuTheme')}
            options={COLOURS.map((x) => ({ value: x, label: t(`options.colour.${x}`) }))}
          />
          <SelectField
            name="navbarType"
            label={t('fields.navbarType')}
            value={f.form.navbarType}
            onChange={f.set('navbarType')}
            error={f.err('navbarType')}
            options={NAVBAR_TYPES.map((x) => ({ value: x, label: t(`options.bar.${x}`) }))}
          />
          <SelectField
            name="footerType"
            label={t('fields.footerType')}
            value={f.form.footerType}
            onChange={f.set('footerType')}
            error={f.err('footerType')}
            options={FOOTER_TYPES.map((x) => ({ value: x, label: t(`options.bar.${x}`) }))}
          />
        </Grid>
        <HStack gap="6" wrap="wrap">
          {f.flag('sidebarCollapsed')}
          {f.flag('hideScrollToTop')}
        </HStack>
      </Stack>
    </Section>
  );
}

/** Credit, VIP and wholesale levels, payment type. */
export function BillingSection({ f, user }: { f: UserFields; user: FullUser | null }) {
  const { t } = useAdminT();
  return (
    <Section title={t('sections.billing')} testId="section-billing">
      <Grid columns={4}>
        <CreditField user={user} />
        {f.text('vip', { helper: t('users.int_hint') })}
        {f.text('wholesale_level', { helper: t('users.int_hint') })}
        {f.text('payment_type')}
      </Grid>
    </Section>
  );
}

/** Tracking, carrier and shipping defaults. */
export function ShippingSection({ f }: { f: UserFields }) {
  const { t } = useAdminT();
  return (
    <Section title={t('sections.shipping')} testId="section-shipping">
      <Stack gap="4">
        <Grid>
          <SelectField
            name="active_tracking_day"
            label={t('fields.active_tracking_day')}
            value={f.form.active_tracking_day}
            onChange={f.set('active_tracking_day')}
            error={f.err('active_tracking_day')}
            options={[
              { value: '', label: t('users.tracking_day_none') },
              ...[1, 2, 3, 4, 5].map((d) => ({ value: String(d), label: t('users.tracking_day', { count: d }) })),
            ]}
          />
          {f.text('day_update_tracking')}
          {f.text('when_tracking_update')}
          {f.text('default_carrier')}
          <UserField
            name="shipping_user_id"
            label={t('fields.shipping_user')}
            value={f.form.shipping_user}
            onChange={f.set('shipping_user')}
            error={f.err('shipping_user_id')}
            searchLabel={t('users.search_users')}
          />
          {f.text('default_shipping_id')}
          {f.text('default_shipping_method_id', { helper: t('users.shipping_methods_later') })}
          {f.text('default_shipping_method_name')}
          {f.money('addition_shipping_service_price')}
          {f.money('addition_base_cost')}
        </Grid>
        <HStack gap="6" wrap="wrap">
          {FLAGS_SHIPPING.map(f.flag)}
        </HStack>
      </Stack>
    </Section>
  );
}

/** Production status and switches. */
export function ProductionSection({ f }: { f: UserFields }) {
  const { t } = useAdminT();
  return (
    <Section title={t('sections.production')} testId="section-production">
      <Stack gap="4">
        <Grid>
          <SelectField
            name="active_status"
            label={t('fields.active_status')}
            value={f.form.active_status}
            onChange={f.set('active_status')}
            error={f.err('active_status')}
            options={ACTIVE_STATUSES.map((x) => ({ value: x, label: t(`options.active_status.${x}`) }))}
          />
          {f.text('current_affiliate_id')}
        </Grid>
        <Wrap gap="6">{FLAGS_PRODUCTION.map(f.flag)}</Wrap>
      </Stack>
    </Section>
  );
}
