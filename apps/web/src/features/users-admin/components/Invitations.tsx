import { useState } from 'react';
import { Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { TEXT_LIMITS } from '@pod/shared';
import { INVITATIONS } from '../graphql';
import { useAdminT } from '../i18n';
import { toaster } from '../../../ui/toaster';
import { DateCell, FormDialog, SecretOnce, SelectField, TextField, fieldErrorKeys, showError } from '../../../ui';
import { useCreateInvitation, useRevokeInvitation } from '../hooks/mutations';

const DAY_CHOICES = [1, 7, 14, 30] as const;

/** The pending invitations, each with its address (or "anyone") and expiry, and a revoke button. */
function PendingInvitations() {
  const { t } = useAdminT();
  const { data } = useQuery(INVITATIONS, { fetchPolicy: 'cache-and-network' });
  const [revoke] = useRevokeInvitation();
  const pending = data?.invitations ?? [];
  return (
    <Stack gap="2" data-testid="invitations-pending">
      <Text fontWeight="semibold">{t('invitations.pending')}</Text>
      {pending.length === 0 && <Text color="fg.muted">{t('invitations.none')}</Text>}
      {pending.map((inv) => (
        <HStack key={inv._id} justify="space-between" gap="3" data-testid="invitation-row">
          <Stack gap="0" minW="0">
            <Text truncate>{inv.email ?? t('invitations.anyone')}</Text>
            <Text fontSize="xs" color="fg.muted">
              {t('invitations.expires')} <DateCell value={inv.expires_at} withTime />
            </Text>
          </Stack>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            data-testid="invitation-revoke"
            onClick={async () => {
              try {
                await revoke({ variables: { id: inv._id } });
                toaster.success({ title: t('invitations.revoked') });
              } catch (err) {
                showError(err);
              }
            }}
          >
            {t('invitations.revoke')}
          </Button>
        </HStack>
      ))}
    </Stack>
  );
}

/**
 * "Invite a seller" for staff who may add users: an optional address and a validity make a one-time
 * sign-up link (role sale), shown once to copy; below, the pending invitations to revoke.
 */
export function InviteSellerButton() {
  const { t } = useAdminT();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [days, setDays] = useState('7');
  const [link, setLink] = useState<string | null>(null);
  const [create, { loading, error }] = useCreateInvitation();
  const errors = fieldErrorKeys(error) ?? {};
  const close = () => {
    setOpen(false);
    setLink(null);
    setEmail('');
  };
  const submit = async () => {
    try {
      const r = await create({ variables: { email: email.trim() || null, days: Number(days) } });
      if (r.data) setLink(`${window.location.origin}${r.data.createInvitation.path}`);
    } catch (err) {
      if (!fieldErrorKeys(err)) showError(err);
    }
  };
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} data-testid="invite-seller">
        {t('invitations.button')}
      </Button>
      {open && (
        <FormDialog
          title={t('invitations.title')}
          testId="invite-dialog"
          onClose={close}
          busy={loading}
          onSubmit={submit}
          footer={
            <Button type="submit" colorPalette="brand" loading={loading} data-testid="invite-create">
              {t('invitations.create')}
            </Button>
          }
        >
          <Stack gap="4">
            <TextField
              name="invite-email"
              type="email"
              label={t('invitations.email')}
              helper={t('invitations.email_help')}
              value={email}
              maxLength={TEXT_LIMITS.email}
              onChange={setEmail}
              error={errors.email ? t(errors.email) : undefined}
            />
            <HStack gap="4" align="start">
              <Stack gap="1" flex="1">
                <Text fontSize="sm" fontWeight="medium">
                  {t('invitations.role')}
                </Text>
                <Text data-testid="invite-role">{t('invitations.role_sale')}</Text>
              </Stack>
              <Stack flex="1">
                <SelectField
                  name="invite-days"
                  label={t('invitations.days')}
                  value={days}
                  onChange={setDays}
                  options={DAY_CHOICES.map((n) => ({ value: String(n), label: t('invitations.days_n', { count: n }) }))}
                />
              </Stack>
            </HStack>
            {link && (
              <SecretOnce
                value={link}
                title={t('invitations.link')}
                copyLabel={t('invitations.copy')}
                copiedLabel={t('invitations.copied')}
                testId="invite-link"
              />
            )}
            <Separator />
            <PendingInvitations />
          </Stack>
        </FormDialog>
      )}
    </>
  );
}
