import { type Automation, automationFields, automationKinds, automationPeriods } from '@premia/contract';
import { Form, Input, Select, Switch, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../format/useFormat';
import { FormModal } from '../../../forms/FormModal';
import { formFields } from '../../../forms/formFields';
import { NumberInput } from '../../../forms/NumberInput';
import { type AutomationInput, useAutomationCount, useSaveAutomation } from './api';
import { audienceOf, inputOf, newRule, type RuleValues, valuesOf } from './ruleValues';

export type AutomationTarget = 'create' | Automation | null;

const fields = formFields(automationFields);

/** «Hoy llega a N clientes»: the rule's reach now, counted again as it changes. */
export function AutomationReach({ values }: { values: Partial<RuleValues> | undefined }) {
  const { t } = useTranslation();
  const f = useFormat();
  const audience = audienceOf(values);
  const count = useAutomationCount(audience);
  const n = count.data?.customers;
  const kind = values?.kind ?? 'inactive';
  return (
    <Typography.Paragraph className="automations__reach" aria-live="polite" data-testid="automation-reach">
      {audience === null
        ? t('automations.reachUnread')
        : n === undefined
          ? t('automations.counting')
          : t(`automations.reach.${kind}`, { count: n, n: f.count(n) })}
    </Typography.Paragraph>
  );
}

/** Create or edit an automation: its rule, what it gives, how often, and its reach now before it is on. */
export function AutomationModal({
  target,
  onClose,
  onSaved,
}: {
  target: AutomationTarget;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveAutomation();
  const [form] = Form.useForm<RuleValues>();
  const watched = Form.useWatch([], form) as Partial<RuleValues> | undefined;
  const editing = target && target !== 'create' ? target : null;
  const open = target !== null;
  const kind = watched?.kind ?? (editing?.kind || newRule.kind);
  /** A field the kind needs: required, then the server's own check of it. */
  const needed = (key: 'days' | 'visits' | 'points' | 'title' | 'body'): Rule[] => [
    { required: true, message: t('automations.required') },
    ...fields[key].rules,
  ];
  return (
    <FormModal<RuleValues, AutomationInput, { m: string }>
      open={open}
      form={form}
      title={editing ? t('automations.editTitle') : t('automations.createTitle')}
      okText={t('automations.save')}
      cancelText={t('automations.cancel')}
      initialValues={editing ? valuesOf(editing) : newRule}
      toInput={(values) => ({ ...(editing ? { automationId: editing.id } : {}), ...inputOf(values) })}
      mutation={save}
      onSaved={(answer) => onSaved(answer.m)}
      onClose={onClose}
    >
      <Form.Item name="kind" label={t('automations.kind')}>
        <Select options={automationKinds.map((k) => ({ value: k, label: t(`automations.kinds.${k}`) }))} />
      </Form.Item>
      {kind === 'inactive' ? (
        <Form.Item name="days" label={t('automations.days')} rules={needed('days')}>
          <NumberInput {...fields.days.number} />
        </Form.Item>
      ) : null}
      {kind === 'nthVisit' ? (
        <div className="automations__row">
          <Form.Item name="visits" label={t('automations.visits')} rules={needed('visits')}>
            <NumberInput {...fields.visits.number} />
          </Form.Item>
          <Form.Item name="points" label={t('automations.points')} rules={needed('points')}>
            <NumberInput {...fields.points.number} />
          </Form.Item>
        </div>
      ) : (
        <>
          <Form.Item name="title" label={t('automations.title')} rules={needed('title')}>
            <Input {...fields.title.text} placeholder={t(`automations.titlePlaceholder.${kind}`)} />
          </Form.Item>
          <Form.Item name="body" label={t('automations.body')} rules={needed('body')}>
            <Input.TextArea {...fields.body.text} rows={3} />
          </Form.Item>
          <Form.Item name="period" label={t('automations.period')}>
            <Select
              options={automationPeriods.map((p) => ({ value: p, label: t(`automations.periods.${p}`) }))}
            />
          </Form.Item>
        </>
      )}
      <Typography.Paragraph type="secondary">{t('automations.holdoutNote')}</Typography.Paragraph>
      {open ? <AutomationReach values={watched} /> : null}
      <Form.Item name="active" label={t('automations.active')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
