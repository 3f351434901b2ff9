import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../ErrorScreen';

export default function MaintenancePage() {
  const { t } = useTranslation();
  return <ErrorScreen code="503" title={t('errors.maintenance_title')} text={t('errors.maintenance_text')} testId="page-maintenance" />;
}
