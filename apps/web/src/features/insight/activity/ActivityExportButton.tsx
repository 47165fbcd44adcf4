import { useTranslation } from 'react-i18next';
import { ExportButton } from './ExportButton';
import { type ActivityFilter, type ActivityKind, activityCsv, allActivity, csvName } from './logic';

interface Props {
  kind: ActivityKind;
  filter: ActivityFilter;
  range: { startDate: string; endDate: string } | undefined;
  timeZone: string | undefined;
  disabled: boolean;
}

/** The export of a ledger tab (purchases, redemptions): every row of the filter as CSV. */
export function ActivityExportButton({ kind, filter, range, timeZone, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <ExportButton
      name={csvName(kind, t, range)}
      csv={async (onPage) => activityCsv(await allActivity(kind, filter, onPage), kind, t, timeZone)}
      disabled={disabled}
    />
  );
}
