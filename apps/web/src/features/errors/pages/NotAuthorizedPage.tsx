import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../ErrorScreen';

export default function NotAuthorizedPage() {
  const { t } = useTranslation();
  return <ErrorScreen code="401" title={t('errors.not_authorized_title')} text={t('errors.not_authorized_text')} testId="page-not-authorized" />;
}
