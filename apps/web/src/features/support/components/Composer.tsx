import { useState } from 'react';
import { Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { replyTicketInput } from '@pod/shared';
import { toaster } from '../../../ui/toaster';
import { CheckField, schemaErrorKeys, showError } from '../../../ui';
import { useSupportT } from '../i18n';
import { AttachmentPicker, type Attached } from './AttachmentPicker';
import { useReplyTicket } from '../hooks/mutations';

/** The reply box under a thread: a message, its files and, for staff, whether it is an internal note. */
export function Composer({ ticketId, staff }: { ticketId: string; staff: boolean }) {
  const { t } = useSupportT();
  const [body, setBody] = useState('');
  const [internal, setInternal] = useState(false);
  const [files, setFiles] = useState<Attached[]>([]);
  const [uploading, setUploading] = useState(false);
  const [tried, setTried] = useState(false);
  const [reply, sending] = useReplyTicket();
  const value = { _id: ticketId, body, internal, attachments: files.map((f) => f._id) };
  const errors = schemaErrorKeys(replyTicketInput, value);
  const send = async () => {
    setTried(true);
    if (errors.body) return;
    try {
      await reply({ variables: { id: ticketId, body, internal, attachments: value.attachments } });
      toaster.success({ title: internal ? t('composer.noted') : t('composer.sent') });
      setBody('');
      setFiles([]);
      setInternal(false);
      setTried(false);
    } catch (e) {
      showError(e, t('composer.failed'));
    }
  };
  return (
    <Stack gap="2" data-testid="composer" borderWidth="1px" borderRadius="md" p="3" bg={internal ? 'yellow.subtle' : 'bg'}>
      <Textarea
        rows={4}
        value={body}
        aria-label={internal ? t('composer.note') : t('composer.message')}
        placeholder={internal ? t('composer.note_placeholder') : t('composer.placeholder')}
        onChange={(e) => setBody(e.target.value)}
        data-testid="composer-body"
        aria-invalid={tried && !!errors.body}
      />
      {tried && errors.body && (
        <Text color="fg.error" fontSize="sm">
          {t(errors.body)}
        </Text>
      )}
      <HStack justify="space-between" wrap="wrap" gap="2">
        <AttachmentPicker value={files} onChange={setFiles} onBusy={setUploading} />
        <HStack gap="3">
          {staff && <CheckField name="internal" label={t('composer.internal')} checked={internal} onChange={setInternal} />}
          <Button
            size="sm"
            colorPalette={internal ? 'yellow' : 'brand'}
            loading={sending.loading}
            disabled={uploading}
            onClick={() => void send()}
            data-testid="composer-send"
          >
            {internal ? t('composer.add_note') : t('composer.send')}
          </Button>
        </HStack>
      </HStack>
    </Stack>
  );
}
