import { DownloadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download } from '../../../ui/csv';

interface Props {
  /** The file's name (csvName). */
  name: string;
  /** Reads every row of the filter and writes the CSV; `onPage` reports how far the reading went. */
  csv: (onPage: (loaded: number, total: number) => void) => Promise<string>;
  disabled: boolean;
}

/** Exports every row of a tab's filter as CSV, showing how far the reading went. */
export function ExportButton({ name, csv, disabled }: Props) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [progress, setProgress] = useState(0);
  const exportCsv = useMutation<void, Error, void>({
    mutationFn: async () => {
      setProgress(0);
      const text = await csv((loaded, total) =>
        setProgress(total ? Math.floor((loaded / total) * 100) : 100),
      );
      download(name, text);
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
