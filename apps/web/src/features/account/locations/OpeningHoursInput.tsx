import { DeleteOutlined } from '@ant-design/icons';
import { MAX_RANGES_PER_DAY, type OpeningHours, type OpeningRange, weekDays } from '@premia/contract';
import { Button, Input, Space, Typography } from 'antd';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  value?: OpeningHours;
  onChange?: (value: OpeningHours) => void;
}

const NEW_RANGE: OpeningRange = { opens: '09:00', closes: '18:00' };

/** A week of opening hours: each day's ranges (opens – closes), added and removed; a day without any is closed. */
export function OpeningHoursInput({ value, onChange }: Props) {
  const { t } = useTranslation();
  const setDay = (day: (typeof weekDays)[number], ranges: OpeningRange[]) =>
    value && onChange?.({ ...value, [day]: ranges });
  if (!value) return null;
  return (
    <div className="opening-hours" data-testid="opening-hours">
      {weekDays.map((day) => {
        const ranges = value[day];
        const dayName = t(`locations.days.${day}`);
        return (
          <fieldset key={day} className="opening-hours__day">
            <legend className="opening-hours__name">{dayName}</legend>
            <Space orientation="vertical" size={4} style={{ flex: 1 }}>
              {ranges.length === 0 ? (
                <Typography.Text type="secondary">{t('locations.closed')}</Typography.Text>
              ) : null}
              {ranges.map((range, i) => (
                // The ranges of a day have no id: their position is what they are.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <Space key={i} wrap size={4}>
                  {(['opens', 'closes'] as const).map((end) => (
                    <Fragment key={end}>
                      {end === 'closes' ? <span aria-hidden="true">–</span> : null}
                      <Input
                        type="time"
                        aria-label={t(end === 'opens' ? 'locations.opensAt' : 'locations.closesAt', {
                          day: dayName,
                          n: i + 1,
                        })}
                        value={range[end]}
                        onChange={(e) =>
                          setDay(
                            day,
                            ranges.map((r, j) => (j === i ? { ...r, [end]: e.target.value } : r)),
                          )
                        }
                        style={{ width: 124 }}
                      />
                    </Fragment>
                  ))}
                  <Button
                    icon={<DeleteOutlined />}
                    onClick={() =>
                      setDay(
                        day,
                        ranges.filter((_, j) => j !== i),
                      )
                    }
                    aria-label={t('locations.removeRange', { day: dayName, n: i + 1 })}
                    title={t('locations.removeRange', { day: dayName, n: i + 1 })}
                  />
                </Space>
              ))}
              {ranges.length < MAX_RANGES_PER_DAY ? (
                <Button
                  size="small"
                  type="link"
                  style={{ paddingInline: 0 }}
                  onClick={() =>
                    setDay(day, [...ranges, ranges.length ? { opens: '', closes: '' } : NEW_RANGE])
                  }
                  aria-label={t('locations.addRangeTo', { day: dayName })}
                >
                  {t('locations.addRange')}
                </Button>
              ) : null}
            </Space>
          </fieldset>
        );
      })}
    </div>
  );
}
