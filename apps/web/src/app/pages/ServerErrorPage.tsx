import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from './ErrorPage';

/**
 * 500 (spec §2): internal server error, something went wrong, try again, back home. It may render
 * outside the router (from the error boundary), so its buttons reload the page.
 */
export default function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <ErrorPage
      code={t('errors.serverCode')}
      title={t('errors.serverTitle')}
      text={t('errors.server')}
      actions={
        <>
          <Button onClick={() => window.location.reload()}>{t('errors.retry')}</Button>
          <Button type="primary" href="/">
            {t('errors.backHome')}
          </Button>
        </>
      }
    />
  );
}
