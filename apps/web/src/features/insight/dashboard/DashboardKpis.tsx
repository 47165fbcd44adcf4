import { InfoCircleOutlined } from '@ant-design/icons';
import type { BackOfficeAppResponse as RouteResponse } from '@premia/contract';
import { Card, Statistic, Tooltip } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { monthName } from '../../../format/days';
import { useFormat } from '../../../format/useFormat';

type Figures = RouteResponse<'/client/store/more-info'>['storeMoreInfo'];

interface Props {
  figures: Figures | undefined;
  today: Dayjs;
  employeeLocation: string | null;
}

/** The dashboard's four figures: customers, outstanding points, this month's redemptions, redemptions left. */
export function DashboardKpis({ figures, today, employeeLocation }: Props) {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const count = (value: string | number) => f.count(Number(value));
  return (
    <section className="dashboard__kpis" aria-label={t('dashboard.figures')}>
      <Card className="dashboard__kpi">
        <Statistic
          title={t('dashboard.customers')}
          value={figures?.clientsAmount ?? 0}
          formatter={count}
          loading={!figures}
        />
      </Card>
      <Card className="dashboard__kpi">
        <Statistic
          title={
            <span>
              {t('dashboard.pointsOutstanding')}{' '}
              <Tooltip title={t('dashboard.pointsOutstandingHelp')}>
                <InfoCircleOutlined
                  tabIndex={0}
                  role="img"
                  aria-label={t('dashboard.pointsOutstandingHelp')}
                  className="dashboard__help"
                />
              </Tooltip>
            </span>
          }
          value={figures?.pointsOutstanding ?? 0}
          formatter={count}
          loading={!figures}
        />
      </Card>
      <Card className="dashboard__kpi">
        <Statistic
          title={t('dashboard.redemptionsMonth', { month: monthName(today, i18n.language) })}
          value={figures?.redemptionsThisMonth ?? 0}
          formatter={count}
          loading={!figures}
        />
        {employeeLocation ? (
          <p className="dashboard__note">{t('dashboard.locationOnly', { location: employeeLocation })}</p>
        ) : null}
      </Card>
      {/* The allowance is billing: the owner's (an employee's figures carry null). */}
      {figures && figures.redeemLeft !== null ? (
        <Card className="dashboard__kpi">
          <Statistic title={t('dashboard.redeemLeft')} value={figures.redeemLeft} formatter={count} />
          <p className="dashboard__note">
            {t('dashboard.redeemAllowance', {
              total: (figures.redeemFree ?? 0) + (figures.redeemBought ?? 0),
              free: figures.redeemFree,
              bought: figures.redeemBought,
              used: figures.redeemUsed,
            })}
          </p>
        </Card>
      ) : null}
    </section>
  );
}
