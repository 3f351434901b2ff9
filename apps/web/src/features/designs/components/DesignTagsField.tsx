import { useState } from 'react';
import { Field } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { TagInput } from '../../uploads';
import { MOCKUP_DESIGN_TAGS } from '../graphql';
import { useDesignsT } from '../i18n';

/** The design's tags by name: the owner's tags are suggested as one types; a name none has is created on save. */
export function DesignTagsField({ value, onChange, error }: { value: string[]; onChange: (v: string[]) => void; error?: string }) {
  const { t } = useDesignsT();
  const [text, setText] = useState('');
  const suggestions = useQuery(MOCKUP_DESIGN_TAGS, { variables: { name: text.trim() || null } }).data?.mockupDesignTags ?? [];
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{t('form.tags')}</Field.Label>
      <TagInput
        value={value}
        onChange={onChange}
        placeholder={t('form.tags_placeholder')}
        suggestions={suggestions.map((s) => s.name)}
        onType={setText}
        testId="design-tags"
        removeLabel={t('form.remove')}
      />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{t('form.tags_help')}</Field.HelperText>}
    </Field.Root>
  );
}
