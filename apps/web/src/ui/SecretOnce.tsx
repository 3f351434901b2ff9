import { useState } from 'react';
import { Alert, HStack, IconButton, Input, Text } from '@chakra-ui/react';
import { Copy } from 'lucide-react';

/** Copies text to the clipboard, falling back to a hidden textarea where the Clipboard API is refused. */
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

/** A secret shown once (a new token): read-only, selectable, with a copy button. The labels come from the caller's feature. */
export function SecretOnce({
  value,
  title,
  copyLabel,
  copiedLabel,
  testId,
}: {
  value: string;
  title: string;
  copyLabel: string;
  copiedLabel: string;
  testId: string;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <Alert.Root status="success" flexDirection="column" alignItems="stretch" gap="2">
      <Alert.Title>{title}</Alert.Title>
      <HStack>
        <Input readOnly value={value} fontFamily="mono" fontSize="xs" data-testid={`${testId}-value`} aria-label={title} onFocus={(e) => e.target.select()} />
        <IconButton aria-label={copyLabel} data-testid={`${testId}-copy`} onClick={async () => setCopied(await copyText(value))}>
          <Copy size={18} aria-hidden />
        </IconButton>
      </HStack>
      {copied && <Text fontSize="xs">{copiedLabel}</Text>}
    </Alert.Root>
  );
}
