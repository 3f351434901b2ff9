import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../ErrorScreen';

export default function ServerErrorPage() {
  const { t } = useTranslation();
  return <ErrorScreen code="500" title={t('errors.server_error_title')} text={t('errors.server_error_text')} testId="page-500" />;
}
