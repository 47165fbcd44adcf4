import type { Automation } from '@premia/contract';
import { Alert, Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../format/useFormat';
import { LoadError } from '../../../ui/LoadError';
import { useAutomationResults } from './api';

/** A fraction as a whole percentage, «18 %». */
const percent = (f: ReturnType<typeof useFormat>, fraction: number) => f.count(Math.round(fraction * 100));

/** A difference of rates in percentage points, signed: «+6», «−1». */
const points = (f: ReturnType<typeof useFormat>, fraction: number) => {
  const n = Math.round(fraction * 100);
  return n > 0 ? `+${f.count(n)}` : n < 0 ? `−${f.count(-n)}` : f.count(0);
};

/**
 * An automation's results: of the sends at least 30 days old, how many came back within 30 days with it
 * and without it (the holdout), the lift and its 95 % interval, or «sin datos suficientes».
 */
export function ResultsModal({
  automation,
  onClose,
}: {
  automation: Automation | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const results = useAutomationResults(automation?.id ?? null);
  const r = results.data;
  const rate = (g: { customers: number; returned: number }) =>
    g.customers ? percent(f, g.returned / g.customers) : null;
  const treated = r ? rate(r.treated) : null;
  const holdout = r ? rate(r.holdout) : null;
  const given = automation?.kind === 'nthVisit' ? 'bonus' : 'message';
  return (
    <Modal open={automation !== null} title={t('automations.resultsTitle')} footer={null} onCancel={onClose}>
      <LoadError query={results} />
      {r ? (
        <>
          <Typography.Paragraph strong data-testid="automation-rates">
            {treated !== null && holdout !== null
              ? t(`automations.returned.${given}`, { treated, holdout })
              : t('automations.noSendsYet')}
          </Typography.Paragraph>
          <Descriptions
            size="small"
            column={1}
            items={[
              {
                key: 'treated',
                label: t(`automations.treated.${given}`),
                children: t('automations.groupCount', {
                  count: r.treated.customers,
                  n: f.count(r.treated.customers),
                  returned: f.count(r.treated.returned),
                }),
              },
              {
                key: 'holdout',
                label: t('automations.holdout'),
                children: t('automations.groupCount', {
                  count: r.holdout.customers,
                  n: f.count(r.holdout.customers),
                  returned: f.count(r.holdout.returned),
                }),
              },
              {
                key: 'waiting',
                label: t('automations.waiting'),
                children: f.count(r.waiting),
              },
            ]}
          />
          {r.lift ? (
            <Alert
              type={r.lift.low > 0 ? 'success' : 'info'}
              showIcon
              title={t('automations.lift', {
                difference: points(f, r.lift.difference),
                low: points(f, r.lift.low),
                high: points(f, r.lift.high),
              })}
              description={t(
                r.lift.low > 0
                  ? 'automations.liftSure'
                  : r.lift.high < 0
                    ? 'automations.liftNegative'
                    : 'automations.liftUnsure',
              )}
            />
          ) : (
            <Alert
              type="info"
              showIcon
              title={t('automations.notEnough')}
              description={t('automations.notEnoughHelp')}
            />
          )}
        </>
      ) : null}
    </Modal>
  );
}
