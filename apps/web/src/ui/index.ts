/** The kit every screen is built from (docs/modules.md): import from `ui`, never from a feature. */
export { DataTable, pagerLabels, type Column, type StatusTab } from './DataTable';
export { StatusTabs } from './StatusTabs';
export { BulkBar } from './BulkBar';
export { useListParams, parseSort, patchParams, type SortState } from './useListParams';
export { TextField, SelectField, CheckField } from './fields';
export { SearchForm } from './SearchForm';
export { Section, SectionNav, Grid, PageHeader, Stacked } from './layout';
export { ConfirmDialog, ConfirmButton } from './ConfirmDialog';
export { StatusBadge, STATUS_PALETTES } from './StatusBadge';
export { MoneyCell, DateCell, UserCell, type UserRefLike } from './cells';
export { Thumbnail } from './Thumbnail';
export { Timeline, type TimelineEntry } from './Timeline';
export { TimelinePanel } from './TimelinePanel';
export { showError, errorText, fieldErrorKeys, reasonKey, reasonTranslationKey, serverCode, errorTitleKey } from './errors';
export { useSaveForm, schemaErrorKeys, type FieldErrorKeys } from './useSaveForm';
export { useUiT } from './i18n';
export { SecretOnce, copyText } from './SecretOnce';
export { FormDialog } from './FormDialog';
