import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../api/useSession';
import { usePageTitle } from '../../ui/usePageTitle';
import { ErrorPage } from './ErrorPage';

/** 404 (spec §2): the page does not exist or has moved, with a back-home button. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useSession() !== null;
  usePageTitle(t('errors.notFoundTitle'));
  return (
    <ErrorPage
      code={t('errors.notFoundCode')}
      title={t('errors.notFoundTitle')}
      text={t('errors.notFound')}
      actions={
        <Button type="primary" onClick={() => navigate(signedIn ? '/dashboard' : '/')}>
          {t('errors.backHome')}
        </Button>
      }
    />
  );
}
