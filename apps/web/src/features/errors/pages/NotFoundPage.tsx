import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../ErrorScreen';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return <ErrorScreen code="404" title={t('errors.not_found_title')} text={t('errors.not_found_text')} testId="page-404" />;
}
