import { DownloadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download } from '../customers/csv';
import { type ActivityFilter, type ActivityKind, activityCsv, allActivity, csvName } from './logic';

interface Props {
  kind: ActivityKind;
  filter: ActivityFilter;
  range: { startDate: string; endDate: string } | undefined;
  timeZone: string | undefined;
  disabled: boolean;
}

/** Exports every row of the filter as CSV, showing how far the reading went. */
export function ActivityExportButton({ kind, filter, range, timeZone, disabled }: Props) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [progress, setProgress] = useState(0);
  const exportCsv = useMutation<void, Error, void>({
    mutationFn: async () => {
      setProgress(0);
      const rows = await allActivity(kind, filter, (loaded, total) =>
        setProgress(total ? Math.floor((loaded / total) * 100) : 100),
      );
      const name = range ? csvName(kind, t, range) : `${t(`activity.file.${kind}`)}.csv`;
      download(name, activityCsv(rows, kind, t, timeZone));
    },
    onError: (error) => notification.error({ title: t('activity.exportFailed'), description: error.message }),
  });
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={exportCsv.isPending}
      disabled={disabled}
      onClick={() => exportCsv.mutate()}
    >
      {exportCsv.isPending ? t('activity.exporting', { progress }) : t('activity.export')}
    </Button>
  );
}
