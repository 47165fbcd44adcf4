import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../ui/usePageTitle';
import { ErrorPage } from './ErrorPage';

/** 403: the screen exists but is not for this user's role or permissions, with a back-home button. */
export default function ForbiddenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('errors.forbiddenTitle'));
  return (
    <ErrorPage
      code={t('errors.forbiddenCode')}
      title={t('errors.forbiddenTitle')}
      text={t('errors.forbidden')}
      actions={
        <Button type="primary" onClick={() => navigate('/dashboard')}>
          {t('errors.backHome')}
        </Button>
      }
    />
  );
}
