import { featureI18n } from '../../lib/featureI18n';

/** Strings of the export button and the import wizard (namespace dataTransfer), fetched when first shown. */
export const dataTransferI18n = featureI18n('dataTransfer', import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'));
export const useTransferT = dataTransferI18n.useT;
