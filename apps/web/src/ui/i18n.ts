import { useTranslation } from 'react-i18next';

/** The kit's own strings (`ui/locales`, namespace `ui`), loaded with the shell before the first render. */
export const useUiT = () => useTranslation('ui');
