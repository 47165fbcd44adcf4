import type { StoreInfo, WalletPosterSize } from '@premia/contract';
import { App, Button, Card, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { download } from '../../content/coupons';
import { useWalletPoster } from './api';
import './StoreLinkCard.css';

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

/**
 * «Su tienda en el celular del cliente»: the store's wallet address in every brand (issue 32), with a
 * copy button and the printable poster (A4) and table tent (A6) of its QR. On the owner's home and in
 * Configuración.
 */
export function StoreLinkCard({ store }: { store: StoreInfo | undefined }) {
  const { t } = useTranslation();
  const { message, notification } = App.useApp();
  const poster = useWalletPoster();
  const printing = poster.isPending ? poster.variables?.size : null;

  const title = <h2 className="store-link__title">{t('storeLink.title')}</h2>;
  if (!store) {
    return (
      <Card title={title}>
        <Skeleton active paragraph={{ rows: 2 }} />
      </Card>
    );
  }
  const url = store.walletUrl;

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      message.success(t('storeLink.copied'));
    } catch {
      message.error(t('storeLink.copyFailed'));
    }
  }

  function print(size: WalletPosterSize) {
    poster.mutate(
      { size },
      {
        onSuccess: ({ pdf, filename }) =>
          download(new Blob([bytesOf(pdf) as BlobPart], { type: 'application/pdf' }), filename),
        onError: (error) =>
          notification.error({ title: t('storeLink.printFailed'), description: error.message }),
      },
    );
  }

  return (
    <Card title={title} className="store-link">
      <Typography.Paragraph className="store-link__help">{t('storeLink.help')}</Typography.Paragraph>
      <div className="store-link__address">
        <a href={url} target="_blank" rel="noopener noreferrer" data-testid="wallet-link" dir="ltr">
          {url}
        </a>
        <Button onClick={copy}>{t('storeLink.copy')}</Button>
      </div>
      <Typography.Paragraph className="store-link__help">{t('storeLink.printHelp')}</Typography.Paragraph>
      <Space wrap>
        <Button
          type="primary"
          onClick={() => print('a4')}
          loading={printing === 'a4'}
          disabled={poster.isPending}
        >
          {t('storeLink.posterA4')}
        </Button>
        <Button onClick={() => print('a6')} loading={printing === 'a6'} disabled={poster.isPending}>
          {t('storeLink.posterA6')}
        </Button>
      </Space>
    </Card>
  );
}
