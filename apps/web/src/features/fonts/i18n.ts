import { featureI18n } from '../../lib/featureI18n';

export const fontsI18n = featureI18n('fonts', import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'));
export const useFontsT = fontsI18n.useT;
