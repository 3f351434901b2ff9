import { useState } from 'react';
import { Alert, Button, CloseButton, Dialog, HStack, IconButton, Input, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import { API_TOKEN, REGENERATE_API_TOKEN } from '../features/api-token';
import { Copy } from 'lucide-react';
import { errorText } from '../ui/errors';

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const ta = document.createElement('textarea');
    ta.value = text;
    document.body.appendChild(ta);
    ta.select();
    const ok = document.execCommand('copy');
    ta.remove();
    return ok;
  }
}

/** API token: shows prefix and dates; regenerating shows the new full token once, with a copy button. */
export function ApiTokenDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const info = useQuery(API_TOKEN, { skip: !open, fetchPolicy: 'network-only' });
  const [regenerate, regen] = useMutation(REGENERATE_API_TOKEN);
  const [fresh, setFresh] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const fmt = (v?: string | null) => (v ? new Date(v).toLocaleString(i18n.language) : t('api_token.never'));
  const current = info.data?.apiToken;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) {
          setFresh(null);
          setCopied(false);
          setError(null);
          onClose();
        }
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="api-token-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('api_token.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text fontSize="sm" color="fg.muted">
                  {t('api_token.explain')}
                </Text>
                {info.loading && <Spinner size="sm" />}
                {info.error && <Text color="fg.error">{errorText(info.error)}</Text>}
                {!info.loading && !info.error && (
                  <Stack gap="1" fontSize="sm" data-testid="api-token-info">
                    {current ? (
                      <>
                        <HStack>
                          <Text color="fg.muted" minW="32">
                            {t('api_token.prefix')}
                          </Text>
                          <Text fontFamily="mono" data-testid="api-token-prefix">
                            {current.prefix.replace(/[….]+$/, '')}…
                          </Text>
                        </HStack>
                        <HStack>
                          <Text color="fg.muted" minW="32">
                            {t('api_token.created')}
                          </Text>
                          <Text>{fmt(current.created_at)}</Text>
                        </HStack>
                        <HStack>
                          <Text color="fg.muted" minW="32">
                            {t('api_token.last_used')}
                          </Text>
                          <Text>{fmt(current.last_used_at)}</Text>
                        </HStack>
                      </>
                    ) : (
                      <Text>{t('api_token.none')}</Text>
                    )}
                  </Stack>
                )}
                {fresh && (
                  <Alert.Root status="success" flexDirection="column" alignItems="stretch" gap="2">
                    <Alert.Title>{t('api_token.shown_once')}</Alert.Title>
                    <HStack>
                      <Input readOnly value={fresh} fontFamily="mono" fontSize="xs" data-testid="api-token-value" onFocus={(e) => e.target.select()} />
                      <IconButton aria-label={t('api_token.copy')} data-testid="api-token-copy" onClick={async () => setCopied(await copyText(fresh))}>
                        <Copy size={18} aria-hidden />
                      </IconButton>
                    </HStack>
                    {copied && <Text fontSize="xs">{t('api_token.copied')}</Text>}
                  </Alert.Root>
                )}
                {error && <Text color="fg.error">{error}</Text>}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button
                colorPalette="brand"
                loading={regen.loading}
                data-testid="api-token-regenerate"
                onClick={async () => {
                  setError(null);
                  try {
                    const r = await regenerate();
                    setFresh(r.data?.regenerateApiToken.token ?? null);
                    setCopied(false);
                    await info.refetch();
                  } catch (err) {
                    setError(errorText(err));
                  }
                }}
              >
                {current ? t('api_token.regenerate') : t('api_token.generate')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
