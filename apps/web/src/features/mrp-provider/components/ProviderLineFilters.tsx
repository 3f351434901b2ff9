import { FULFILMENT_PROVIDERS } from '@pod/shared';
import { FilterSelect, SearchForm, useListParams } from '../../../ui';
import { useMrpProviderT } from '../i18n';

/** Provider and search (an order number, a SKU or a tracking number), kept in the URL. */
export function ProviderLineFilters() {
  const { t } = useMrpProviderT();
  const { params, patch } = useListParams();
  return (
    <SearchForm
      value={params.get('search') ?? ''}
      onSearch={(value) => patch({ search: value })}
      label={t('search')}
      testId="provider-lines-search"
      mb="4"
      gap="4"
    >
      <FilterSelect
        name="provider"
        label={t('col.provider')}
        all={t('all_providers')}
        options={FULFILMENT_PROVIDERS.filter((p) => p !== 'private').map((p) => ({ value: p, label: t(`provider.${p}`) }))}
        minW="48"
      />
    </SearchForm>
  );
}
