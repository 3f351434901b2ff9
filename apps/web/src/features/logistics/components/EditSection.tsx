import type { ReactNode } from 'react';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { Section } from '../../../ui';
import { useLogisticsT } from '../i18n';

/** A logistics edit form's frame: its section (`<testId>-form`), the form, Save (`<testId>-save`) and Cancel. */
export function EditSection(props: {
  title: string;
  testId: string;
  gap?: string;
  saving: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useLogisticsT();
  return (
    <Section title={props.title} testId={`${props.testId}-form`}>
      <Stack
        as="form"
        gap={props.gap ?? '4'}
        onSubmit={(e) => {
          e.preventDefault();
          props.onSubmit();
        }}
      >
        {props.children}
        <HStack>
          <Button type="submit" colorPalette="brand" loading={props.saving} data-testid={`${props.testId}-save`}>
            {t('common.save')}
          </Button>
          <Button variant="ghost" onClick={props.onCancel}>
            {t('common.cancel')}
          </Button>
        </HStack>
      </Stack>
    </Section>
  );
}
