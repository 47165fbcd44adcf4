import { consentChannels, type Segment, segmentFields, segmentFilter } from '@premia/contract';
import { Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../format/useFormat';
import { FormModal } from '../../../forms/FormModal';
import { formFields } from '../../../forms/formFields';
import { MoneyInput } from '../../../forms/MoneyInput';
import { moneyRules } from '../../../forms/moneyRules';
import { NumberInput } from '../../../forms/NumberInput';
import { useMoneyPlace } from '../../../forms/useMoneyPlace';
import { useLocations } from '../../account/locations';
import { useLevels } from '../levels';
import { type SegmentInput, useSaveSegment, useSegmentCount } from './api';
import { countable, type FilterValues, filterOf, monthOptions, valuesOf } from './filterValues';

interface Values extends FilterValues {
  name: string;
}

export type SegmentTarget = 'create' | Segment | null;

const nameField = formFields(segmentFields).name;
const fields = formFields(segmentFilter);

/** «N clientes» for the filter as it is typed, asked again as it changes. */
export function SegmentCount({ values }: { values: FilterValues | undefined }) {
  const { t } = useTranslation();
  const f = useFormat();
  const filter = countable(values ?? {});
  const count = useSegmentCount(filter);
  const n = count.data?.customers;
  return (
    <Typography.Paragraph className="segments__count" aria-live="polite" data-testid="segment-count">
      {filter === null
        ? t('segments.countUnread')
        : n === undefined
          ? t('segments.counting')
          : t('segments.customers', { count: n, n: f.count(n) })}
    </Typography.Paragraph>
  );
}

/** Create or edit a segment: its name and its filter, with the customers it takes counted as it changes. */
export function SegmentModal({
  target,
  onClose,
  onSaved,
}: {
  target: SegmentTarget;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const save = useSaveSegment();
  const [form] = Form.useForm<Values>();
  const watched = Form.useWatch([], form) as Values | undefined;
  const editing = target && target !== 'create' ? target : null;
  const open = target !== null;
  const levels = useLevels();
  const locations = useLocations({ enabled: open });
  const { currencyCode } = useMoneyPlace({});
  const days = (name: 'visitedWithinDays' | 'notVisitedForDays') => (
    <Form.Item name={name} label={t(`segments.${name}`)} rules={fields[name].rules}>
      <NumberInput {...fields[name].number} />
    </Form.Item>
  );
  const numberPair = (min: 'pointsMin' | 'visitsMin', max: 'pointsMax' | 'visitsMax') => (
    <div className="segments__row">
      <Form.Item name={min} label={t(`segments.${min}`)} rules={fields[min].rules}>
        <NumberInput {...fields[min].number} />
      </Form.Item>
      <Form.Item name={max} label={t(`segments.${max}`)} rules={fields[max].rules}>
        <NumberInput {...fields[max].number} />
      </Form.Item>
    </div>
  );
  return (
    <FormModal<Values, SegmentInput, { m: string }>
      open={open}
      form={form}
      title={editing ? t('segments.editTitle') : t('segments.createTitle')}
      okText={t('segments.save')}
      cancelText={t('segments.cancel')}
      initialValues={editing ? { name: editing.name, ...valuesOf(editing.filter) } : {}}
      check={(values) => {
        const filter = filterOf(values);
        const inverted = [
          ['pointsMin', 'pointsMax'],
          ['spendMin', 'spendMax'],
          ['visitsMin', 'visitsMax'],
        ].some(([min, max]) => {
          const low = filter[min as keyof typeof filter];
          const high = filter[max as keyof typeof filter];
          return typeof low === 'number' && typeof high === 'number' && low > high;
        });
        return inverted ? t('segments.rangeInverted') : null;
      }}
      toInput={(values) => ({
        ...(editing ? { segmentId: editing.id } : {}),
        name: values.name.trim(),
        filter: filterOf(values),
      })}
      mutation={save}
      onSaved={(answer) => onSaved(answer.m)}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('segments.name')} rules={nameField.rules}>
        <Input {...nameField.text} placeholder={t('segments.namePlaceholder')} />
      </Form.Item>
      <Typography.Paragraph type="secondary">{t('segments.filterHelp')}</Typography.Paragraph>
      <div className="segments__row">
        {days('visitedWithinDays')}
        {days('notVisitedForDays')}
      </div>
      {numberPair('pointsMin', 'pointsMax')}
      <div className="segments__row">
        <Form.Item
          name="spendMin"
          label={t('segments.spendMin', { currency: currencyCode })}
          rules={moneyRules(fields.spendMin, 'spendMin', currencyCode)}
        >
          <MoneyInput />
        </Form.Item>
        <Form.Item
          name="spendMax"
          label={t('segments.spendMax', { currency: currencyCode })}
          rules={moneyRules(fields.spendMax, 'spendMax', currencyCode)}
        >
          <MoneyInput />
        </Form.Item>
      </div>
      {numberPair('visitsMin', 'visitsMax')}
      <div className="segments__row">
        <Form.Item name="levelId" label={t('segments.level')}>
          <Select
            allowClear
            placeholder={t('segments.any')}
            loading={levels.isPending}
            options={(levels.data?.levels ?? []).map((l) => ({ value: l.id, label: l.name }))}
          />
        </Form.Item>
        <Form.Item name="birthdayMonth" label={t('segments.birthdayMonth')}>
          <Select allowClear placeholder={t('segments.any')} options={monthOptions(i18n.language)} />
        </Form.Item>
      </div>
      <div className="segments__row">
        <Form.Item name="consent" label={t('segments.consent')}>
          <Select
            allowClear
            placeholder={t('segments.any')}
            options={consentChannels.map((c) => ({ value: c, label: t(`segments.channel.${c}`) }))}
          />
        </Form.Item>
        <Form.Item name="locationId" label={t('segments.location')}>
          <Select
            allowClear
            placeholder={t('segments.any')}
            loading={locations.isPending}
            options={(locations.data?.locations ?? []).map((l) => ({ value: l.id, label: l.name }))}
          />
        </Form.Item>
      </div>
      {open ? <SegmentCount values={watched} /> : null}
    </FormModal>
  );
}
