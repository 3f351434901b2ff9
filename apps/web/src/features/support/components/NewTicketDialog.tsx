import { useState } from 'react';
import { Button, Stack, Text, Textarea } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { isSeller, makeTicketInput, TICKET_TYPES } from '@pod/shared';
import { useSession } from '../../../stores/session';
import { toaster } from '../../../ui/toaster';
import { FormDialog, schemaErrorKeys, SelectField, showError, TextField } from '../../../ui';
import { useSupportT } from '../i18n';
import { AttachmentPicker, type Attached } from './AttachmentPicker';
import { useMakeTicket } from '../hooks/mutations';

/** A new ticket: subject, type, the first message and its files; from an order page it is about that order. */
export function NewTicketDialog({
  open,
  onClose,
  orderId,
  orderNumber,
  defaultType = 'order',
}: {
  open: boolean;
  onClose: () => void;
  orderId?: string;
  orderNumber?: number;
  defaultType?: string;
}) {
  const { t } = useSupportT();
  const navigate = useNavigate();
  const seller = isSeller(useSession((s) => s.user));
  const [subject, setSubject] = useState(orderNumber ? t('new.order_subject', { number: orderNumber }) : '');
  const [type, setType] = useState(orderId ? 'order' : defaultType);
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<Attached[]>([]);
  const [uploading, setUploading] = useState(false);
  const [tried, setTried] = useState(false);
  const [make, making] = useMakeTicket();
  const value = { subject, type, body, order_id: orderId, attachments: files.map((f) => f._id) };
  const errors = tried ? schemaErrorKeys(makeTicketInput, value) : {};
  const submit = async () => {
    setTried(true);
    if (Object.keys(schemaErrorKeys(makeTicketInput, value)).length) return;
    try {
      const made = (await make({ variables: value })).data?.makeTicket;
      if (!made) return;
      toaster.success({ title: t('new.done') });
      onClose();
      navigate(seller ? `/support/${made.type}/${made._id}` : `/tickets/${made._id}`);
    } catch (e) {
      showError(e, t('new.failed'));
    }
  };
  return (
    <FormDialog
      open={open}
      title={t('new.title')}
      testId="new-ticket"
      onClose={onClose}
      busy={making.loading || uploading}
      onSubmit={() => void submit()}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={making.loading} disabled={uploading} data-testid="new-ticket-submit">
            {t('new.submit')}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <TextField name="subject" label={t('new.subject')} value={subject} onChange={setSubject} error={errors.subject && t(errors.subject)} required />
        <SelectField
          name="type"
          label={t('col.type')}
          value={type}
          onChange={setType}
          options={TICKET_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))}
        />
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="medium">
            {t('new.message')}
          </Text>
          <Textarea
            rows={5}
            value={body}
            aria-label={t('new.message')}
            onChange={(e) => setBody(e.target.value)}
            data-testid="new-ticket-body"
            aria-invalid={!!errors.body}
          />
          {errors.body && (
            <Text color="fg.error" fontSize="sm">
              {t(errors.body)}
            </Text>
          )}
        </Stack>
        <AttachmentPicker value={files} onChange={setFiles} onBusy={setUploading} />
      </Stack>
    </FormDialog>
  );
}
