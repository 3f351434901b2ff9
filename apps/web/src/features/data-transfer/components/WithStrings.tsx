import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dataTransferI18n } from '../i18n';

/** Renders its children once this feature's strings are in (nothing before: these are small controls in a header). */
export function WithStrings({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [lng, setLng] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void dataTransferI18n
      .load(i18n.language)
      .catch(() => undefined)
      .then(() => live && setLng(i18n.language));
    return () => {
      live = false;
    };
  }, [i18n.language]);
  return lng ? <>{children}</> : null;
}
