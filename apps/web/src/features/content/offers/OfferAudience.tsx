import { Alert, Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../format/useFormat';
import { useSegmentCount, useSegments } from '../../loyalty/segments';

export type Audience = 'all' | 'segment';

/**
 * «Para: Todos los clientes / Un segmento» (issue 34 §6): with a segment, its picker and «Llega a N
 * clientes», the segment's live count (segments' count, asked again when another segment is picked).
 * Fields `audience` and `segmentId` of the offer's form.
 */
export function OfferAudience() {
  const { t } = useTranslation();
  const format = useFormat();
  const form = Form.useFormInstance();
  const audience = (Form.useWatch('audience', form) as Audience | undefined) ?? 'all';
  const segmentId = Form.useWatch('segmentId', form) as number | null | undefined;
  const targeted = audience === 'segment';
  const segments = useSegments({ enabled: targeted });
  const segment = segments.data?.segments.find((s) => s.id === segmentId) ?? null;
  const count = useSegmentCount(segment?.filter ?? null, targeted && segment !== null);
  return (
    <>
      <Form.Item name="audience" label={t('offers.audience')}>
        <Radio.Group
          options={[
            { value: 'all', label: t('offers.audienceAll') },
            { value: 'segment', label: t('offers.audienceSegment') },
          ]}
        />
      </Form.Item>
      {targeted ? (
        <Form.Item
          name="segmentId"
          label={t('offers.segment')}
          extra={t('offers.segmentHelp')}
          rules={[{ required: true, message: t('offers.segmentRequired') }]}
        >
          <Select
            loading={segments.isPending}
            placeholder={t('offers.segmentPick')}
            notFoundContent={t('offers.noSegments')}
            options={(segments.data?.segments ?? []).map((s) => ({ value: s.id, label: s.name }))}
          />
        </Form.Item>
      ) : null}
      {targeted && segment && count.data ? (
        <Alert
          type="info"
          showIcon
          title={t('offers.reaches', { n: format.count(count.data.customers) })}
          style={{ marginBottom: 16 }}
          data-testid="offer-reach"
        />
      ) : null}
    </>
  );
}
