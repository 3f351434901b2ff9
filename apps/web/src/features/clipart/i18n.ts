import { featureI18n } from '../../lib/featureI18n';

export const clipartI18n = featureI18n('clipart', import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'));
export const useClipartT = clipartI18n.useT;
