import { useRef, useState } from 'react';
import { Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_LIMITS, makeSystemNotificationInput, ROLES, UPLOAD_TYPES } from '@pod/shared';
import { toaster } from '../../../ui/toaster';
import { uploadFile } from '../../uploads';
import { CheckField, FormDialog, schemaErrorKeys, SelectField, showError, TextField } from '../../../ui';
import { ANNOUNCEMENT_GROUPS } from '../graphql';
import { useSystemNotificationsT } from '../i18n';
import { useMakeSystemNotification } from '../hooks/mutations';

const ACCEPT = Object.keys(UPLOAD_TYPES.attachment.mimetypes)
  .filter((m) => m.startsWith('image/'))
  .join(',');

/** A `datetime-local` value (the browser's time zone) as ISO 8601; blank stays blank. */
const isoOf = (local: string) => (local ? new Date(local).toISOString() : '');

/** The create dialog: subject, content, image, audience, publish time (blank: now), expiry, important. */
export function MakeAnnouncementDialog({ onClose, onMade }: { onClose: () => void; onMade: () => void }) {
  const { t } = useSystemNotificationsT();
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [audience, setAudience] = useState<string>('everyone');
  const [roles, setRoles] = useState<string[]>([]);
  const [groupId, setGroupId] = useState('');
  const [publishAt, setPublishAt] = useState('');
  const [expiresAt, setExpiresAt] = useState('');
  const [important, setImportant] = useState(false);
  const [image, setImage] = useState<{ _id: string; name: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [tried, setTried] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const groups = useQuery(ANNOUNCEMENT_GROUPS, { skip: audience !== 'merchant_group' });
  const [make, made] = useMakeSystemNotification();
  const value = {
    subject,
    content,
    image_id: image?._id,
    audience,
    roles: audience === 'roles' ? roles : undefined,
    merchant_group_id: audience === 'merchant_group' ? groupId || undefined : undefined,
    publish_at: isoOf(publishAt) || undefined,
    expires_at: isoOf(expiresAt) || undefined,
    important,
  };
  const errors = tried ? schemaErrorKeys(makeSystemNotificationInput, value) : {};
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const up = await uploadFile(file, 'attachment');
      setImage({ _id: up._id, name: file.name });
    } catch (e) {
      showError(e, t('new.upload_failed'));
    }
    setUploading(false);
    if (input.current) input.current.value = '';
  };
  const submit = async () => {
    setTried(true);
    if (Object.keys(schemaErrorKeys(makeSystemNotificationInput, value)).length) return;
    try {
      const res = (await make({ variables: value })).data?.makeSystemNotification;
      if (!res) return;
      toaster.success({ title: t(res.status === 'published' ? 'new.published' : 'new.scheduled') });
      onMade();
    } catch (e) {
      showError(e, t('new.failed'));
    }
  };
  return (
    <FormDialog
      open
      title={t('new.title')}
      testId="announcement-dialog"
      onClose={onClose}
      busy={made.loading || uploading}
      onSubmit={() => void submit()}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={made.loading} disabled={uploading} data-testid="announcement-submit">
            {t('new.submit')}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <TextField
          name="subject"
          label={t('new.subject')}
          value={subject}
          onChange={setSubject}
          maxLength={ANNOUNCEMENT_LIMITS.subject}
          required
          error={errors.subject && t(errors.subject)}
        />
        <Field.Root invalid={!!errors.content} required>
          <Field.Label>
            {t('new.content')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea rows={4} value={content} maxLength={ANNOUNCEMENT_LIMITS.content} onChange={(e) => setContent(e.target.value)} data-testid="field-content" />
          {errors.content && <Field.ErrorText data-testid="error-content">{t(errors.content)}</Field.ErrorText>}
        </Field.Root>
        <HStack gap="2">
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            hidden
            aria-label={t('new.image')}
            data-testid="announcement-image-input"
            onChange={(e) => void pick(e.target.files?.[0])}
          />
          <Button size="xs" variant="outline" onClick={() => input.current?.click()} loading={uploading}>
            {t('new.image')}
          </Button>
          {image && (
            <Text fontSize="sm" data-testid="announcement-image-name">
              {image.name}
            </Text>
          )}
        </HStack>
        <SelectField
          name="audience"
          label={t('new.audience')}
          value={audience}
          onChange={setAudience}
          options={ANNOUNCEMENT_AUDIENCES.map((a) => ({ value: a, label: t(`audience.${a}`) }))}
          error={errors.audience && t(errors.audience)}
        />
        {audience === 'roles' && (
          <Stack gap="1">
            <HStack gap="3" wrap="wrap">
              {ROLES.map((r) => (
                <CheckField
                  key={r}
                  name={`role-${r}`}
                  label={t(`roles.${r}`, { ns: 'translation' })}
                  checked={roles.includes(r)}
                  onChange={(on) => setRoles(on ? [...roles, r] : roles.filter((x) => x !== r))}
                />
              ))}
            </HStack>
            {errors.roles && (
              <Text color="fg.error" fontSize="sm" data-testid="error-roles">
                {t(errors.roles)}
              </Text>
            )}
          </Stack>
        )}
        {audience === 'merchant_group' && (
          <SelectField
            name="merchant_group_id"
            label={t('new.group')}
            value={groupId}
            onChange={setGroupId}
            options={[{ value: '', label: t('new.group_pick') }, ...(groups.data?.merchantGroups ?? []).map((g) => ({ value: g._id, label: g.name }))]}
            error={errors.merchant_group_id && t(errors.merchant_group_id)}
          />
        )}
        <HStack gap="3" align="start">
          <TextField
            name="publish_at"
            type="datetime-local"
            label={t('new.publish_at')}
            helper={t('new.publish_now')}
            value={publishAt}
            onChange={setPublishAt}
            error={errors.publish_at && t(errors.publish_at)}
          />
          <TextField
            name="expires_at"
            type="datetime-local"
            label={t('new.expires_at')}
            value={expiresAt}
            onChange={setExpiresAt}
            error={errors.expires_at && t(errors.expires_at)}
          />
        </HStack>
        <CheckField name="important" label={t('new.important')} checked={important} onChange={setImportant} />
      </Stack>
    </FormDialog>
  );
}
