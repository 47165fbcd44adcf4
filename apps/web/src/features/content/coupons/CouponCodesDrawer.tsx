import { type CouponBatch, type CouponCodeRow, groupedCouponCode } from '@premia/contract';
import { Drawer, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../format/useFormat';
import { LoadError } from '../../../ui/LoadError';
import { ResponsiveTable } from '../../../ui/ResponsiveTable';
import { type CodeFilter, useCouponCodes } from './api';

/** A batch's codes, a page at a time: who claimed each and when; all, claimed or unclaimed ones. */
export function CouponCodesDrawer({ batch, onClose }: { batch: CouponBatch | null; onClose: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const [only, setOnly] = useState<CodeFilter>('claimed');
  const [page, setPage] = useState(1);
  const codes = useCouponCodes(batch?.id ?? null, only, page);
  const shown = codes.data?.batch ?? batch;
  return (
    <Drawer
      open={batch !== null}
      onClose={onClose}
      title={batch?.name}
      size={640}
      styles={{ wrapper: { maxWidth: '100vw' } }}
      afterOpenChange={(open) => {
        if (!open) {
          setPage(1);
          setOnly('claimed');
        }
      }}
    >
      {shown ? (
        <p className="coupons__claimed">
          {t('coupons.claimed', { claimed: shown.codesClaimed, total: shown.codesTotal })}
        </p>
      ) : null}
      <Segmented<CodeFilter>
        value={only}
        onChange={(value) => {
          setOnly(value);
          setPage(1);
        }}
        options={[
          { value: 'claimed', label: t('coupons.onlyClaimed') },
          { value: 'unclaimed', label: t('coupons.onlyUnclaimed') },
          { value: 'all', label: t('coupons.onlyAll') },
        ]}
        style={{ marginBottom: 12 }}
      />
      <LoadError query={codes} />
      {codes.error ? null : (
        <ResponsiveTable<CouponCodeRow>
          data-testid="coupon-codes"
          rowKey="code"
          size="small"
          loading={codes.isFetching}
          dataSource={codes.data?.codes ?? []}
          scroll={{ x: 520 }}
          locale={{
            emptyText: (
              <span className="coupons__empty">
                {t(only === 'claimed' ? 'coupons.noneClaimed' : 'coupons.noCodes')}
              </span>
            ),
          }}
          pagination={{
            current: page,
            pageSize: 20,
            total: codes.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
          columns={[
            {
              title: t('coupons.code'),
              dataIndex: 'code',
              render: (code: string) => (
                <code>{shown?.source === 'generated' ? groupedCouponCode(code) : code}</code>
              ),
            },
            {
              title: t('coupons.customer'),
              render: (_, row) => (row.customer ? `${row.customer.name} (${row.customer.clientCode})` : '—'),
            },
            {
              title: t('coupons.claimedAt'),
              dataIndex: 'claimedAt',
              render: (at: string | null) => (at ? f.dateTime(at) : '—'),
            },
          ]}
        />
      )}
    </Drawer>
  );
}
