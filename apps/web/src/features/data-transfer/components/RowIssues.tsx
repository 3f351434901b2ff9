import { List, Text } from '@chakra-ui/react';
import { reasonTranslationKey } from '../../../ui';
import { useTransferT } from '../i18n';

export interface RowIssue {
  field: string;
  reason: string;
}

/** A row's problems, each as "column: why" in the reader's language (from the stable reason, never the server's English). */
export function RowIssues({ issues }: { issues: readonly RowIssue[] }) {
  const { t } = useTransferT();
  return (
    <List.Root gap="0.5" ps="0" listStyleType="none" data-testid="row-issues">
      {issues.map((i) => (
        <List.Item key={`${i.field}:${i.reason}`}>
          <Text as="span" fontSize="xs" color="fg.error">
            <Text as="span" fontWeight="semibold">
              {t(`import.field.${i.field}`, { defaultValue: i.field })}
            </Text>
            {': '}
            {t(reasonTranslationKey(i.reason))}
          </Text>
        </List.Item>
      ))}
    </List.Root>
  );
}
