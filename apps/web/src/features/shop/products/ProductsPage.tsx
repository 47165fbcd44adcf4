import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { type Product, productStatusFilters } from '@premia/contract';
import { App, Button, Card, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../format/useFormat';
import { PageHead } from '../../../ui/PageHead';
import { useDebounced } from '../../../ui/useDebounced';
import { useStoreInfo } from '../../account/configuration';
import { useProductCategories } from '../product-categories';
import { type ProductsInput, useDeleteProduct, useExportProducts, useProductsPage } from './api';
import { ProductImport } from './ProductImport';
import { ProductModal, type ProductTarget } from './ProductModal';
import { productColumns } from './productColumns';
import '../shop.css';
import { LoadError } from '../../../ui/LoadError';
import { ResponsiveTable } from '../../../ui/ResponsiveTable';
import { FIRST_PAGE, pagingOf, serverPagination } from '../../../ui/serverPaging';

type Status = (typeof productStatusFilters)[number];

/** /dashboard/products (owner, or employee with permStore): the server-paged products; import, export. */
export default function ProductsPage() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const f = useFormat();
  const currency = useStoreInfo().data?.store.currencyCode;
  const categories = useProductCategories().data?.categories ?? [];
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 300);
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const [status, setStatus] = useState<Status>('all');
  const [page, setPage] = useState(FIRST_PAGE);
  const [target, setTarget] = useState<ProductTarget>(null);
  const [importing, setImporting] = useState(false);
  const input: ProductsInput = {
    ...page,
    status,
    ...(search ? { search } : {}),
    ...(categoryId ? { productCategoryId: categoryId } : {}),
  };
  const list = useProductsPage(input);
  const remove = useDeleteProduct();
  const exportFile = useExportProducts();
  const firstPage = () => setPage((p) => ({ ...p, page: 1 }));

  function removeProduct(product: Product) {
    remove.mutate(product, {
      onSuccess: (answer) => notification.success({ title: answer.m }),
      onError: (error) => notification.error({ title: t('shop.failed'), description: error.message }),
    });
  }

  function download(format: 'csv' | 'xlsx') {
    exportFile.mutate(format, {
      onError: (error) => notification.error({ title: t('shop.failed'), description: error.message }),
    });
  }

  return (
    <div>
      <PageHead
        title={t('products.title')}
        actions={
          <Space wrap>
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              {t('products.import')}
            </Button>
            <Button
              icon={<DownloadOutlined />}
              loading={exportFile.isPending}
              onClick={() => download('csv')}
            >
              {t('products.exportCsv')}
            </Button>
            <Button
              icon={<DownloadOutlined />}
              loading={exportFile.isPending}
              onClick={() => download('xlsx')}
            >
              {t('products.exportXlsx')}
            </Button>
            <Button type="primary" onClick={() => setTarget('create')}>
              {t('products.add')}
            </Button>
          </Space>
        }
      />
      <Card>
        <div className="shop__filters">
          <Input.Search
            allowClear
            value={text}
            placeholder={t('products.search')}
            aria-label={t('products.search')}
            onChange={(e) => {
              setText(e.target.value);
              firstPage();
            }}
          />
          <Select
            allowClear
            value={categoryId}
            placeholder={t('products.allCategories')}
            aria-label={t('products.category')}
            options={categories.map((c) => ({ value: c.id, label: c.name }))}
            onChange={(value?: number) => {
              setCategoryId(value);
              firstPage();
            }}
          />
          <Select<Status>
            value={status}
            aria-label={t('products.status')}
            options={productStatusFilters.map((s) => ({ value: s, label: t(`products.status_${s}`) }))}
            onChange={(value) => {
              setStatus(value);
              firstPage();
            }}
          />
        </div>
        <LoadError query={list} />
        {list.error ? null : (
          <ResponsiveTable<Product>
            rowKey="id"
            loading={list.isFetching}
            dataSource={list.data?.products}
            scroll={{ x: 900 }}
            pagination={serverPagination(page, list.data?.total, (total) =>
              t('products.total', { n: total }),
            )}
            onChange={(p) => setPage(pagingOf(p))}
            locale={{ emptyText: <span className="shop__muted">{t('products.empty')}</span> }}
            columns={productColumns(t, f, { edit: setTarget, remove: removeProduct })}
          />
        )}
      </Card>
      <ProductModal
        target={target}
        currency={currency}
        onClose={() => setTarget(null)}
        onSaved={(message) => {
          setTarget(null);
          notification.success({ title: message });
        }}
      />
      <ProductImport open={importing} onClose={() => setImporting(false)} />
    </div>
  );
}
