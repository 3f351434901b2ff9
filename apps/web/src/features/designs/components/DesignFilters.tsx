import { useEffect, useState, type FormEvent } from 'react';
import { Badge, Button, CloseButton, Field, HStack, Input } from '@chakra-ui/react';
import { RangeInputs } from '../../../ui';
import { useQuery } from '@apollo/client/react';
import { MOCKUP_DESIGN_TAGS } from '../graphql';
import { useDesignsT } from '../i18n';

export interface DesignFilterValues {
  name: string;
  tag: string;
  start: string;
  end: string;
}

/** Name search, one tag (typed, with the owner's tags as suggestions) and a date range; applied together. */
export function DesignFilters({ value, onApply }: { value: DesignFilterValues; onApply: (v: DesignFilterValues) => void }) {
  const { t } = useDesignsT();
  const [draft, setDraft] = useState(value);
  const [tagText, setTagText] = useState('');
  const suggestions = useQuery(MOCKUP_DESIGN_TAGS, { variables: { name: tagText.trim() || null } }).data?.mockupDesignTags ?? [];
  const everyTag = useQuery(MOCKUP_DESIGN_TAGS, { variables: { name: null } }).data?.mockupDesignTags ?? [];
  const tagName = [...everyTag, ...suggestions].find((x) => x._id === draft.tag)?.name ?? '…';
  // A typed name that is one of the suggestions (once they have loaded for it) becomes the filter.
  const match = tagText.trim() ? suggestions.find((x) => x.name.toLowerCase() === tagText.trim().toLowerCase()) : undefined;
  useEffect(() => {
    if (!match) return;
    setDraft((d) => ({ ...d, tag: match._id }));
    setTagText('');
  }, [match]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  const empty = { name: '', tag: '', start: '', end: '' };
  return (
    <HStack as="form" onSubmit={submit} gap="3" mb="4" align="end" wrap="wrap" data-testid="design-filters">
      <Field.Root maxW="xs">
        <Field.Label>{t('filters.name')}</Field.Label>
        <Input size="sm" value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} data-testid="filter-name" />
      </Field.Root>
      <Field.Root maxW="xs">
        <Field.Label>{t('filters.tag')}</Field.Label>
        {draft.tag ? (
          <Badge size="lg" colorPalette="brand" variant="subtle" data-testid="filter-tag-chip">
            {tagName}
            <CloseButton size="2xs" aria-label={t('filters.clear_tag')} onClick={() => setDraft({ ...draft, tag: '' })} />
          </Badge>
        ) : (
          <>
            <Input
              size="sm"
              list="design-tag-suggestions"
              value={tagText}
              placeholder={t('filters.tag_placeholder')}
              onChange={(e) => setTagText(e.target.value)}
              data-testid="filter-tag"
            />
            <datalist id="design-tag-suggestions">
              {suggestions.map((s) => (
                <option key={s._id} value={s.name} />
              ))}
            </datalist>
          </>
        )}
      </Field.Root>
      <Field.Root maxW="sm">
        <Field.Label>{t('filters.dates')}</Field.Label>
        <RangeInputs
          type="date"
          from={{ value: draft.start, onChange: (start) => setDraft({ ...draft, start }), label: t('filters.start'), testId: 'filter-start' }}
          to={{ value: draft.end, onChange: (end) => setDraft({ ...draft, end }), label: t('filters.end'), testId: 'filter-end' }}
        />
      </Field.Root>
      <HStack gap="2">
        <Button type="submit" size="sm" colorPalette="brand" data-testid="filter-apply">
          {t('filters.apply')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          data-testid="filter-reset"
          onClick={() => {
            setDraft(empty);
            setTagText('');
            onApply(empty);
          }}
        >
          {t('filters.reset')}
        </Button>
      </HStack>
    </HStack>
  );
}
