import { featureI18n } from '../../lib/featureI18n';

export const filesI18n = featureI18n('files', import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'));
export const useFilesT = filesI18n.useT;
