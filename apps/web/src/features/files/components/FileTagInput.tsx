import { useState } from 'react';
import { useFilesT } from '../i18n';
import { useFileTags } from '../useFileTags';
import { TagInput } from '../../uploads';

/** A TagInput that suggests the library's tags matching what is typed. */
export function FileTagInput({
  value,
  onChange,
  testId,
  placeholder,
}: {
  value: string[];
  onChange: (tags: string[]) => void;
  testId: string;
  placeholder?: string;
}) {
  const { t } = useFilesT();
  const [text, setText] = useState('');
  const suggestions = useFileTags(text);
  return (
    <TagInput
      value={value}
      onChange={onChange}
      placeholder={placeholder ?? t('tags.placeholder')}
      suggestions={suggestions}
      onType={setText}
      testId={testId}
      removeLabel={t('tags.remove')}
    />
  );
}
