import { DownloadOutlined } from '@ant-design/icons';
import type { BackOfficeAppResponse as RouteResponse } from '@premia/contract';
import { useMutation } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callOrThrow } from '../../api/call';
import { download } from '../customers/csv';

type TabPath = '/client/surveys' | '/client/activity/reviews';

interface Props<P extends TabPath, R> {
  path: P;
  /** The tab's filter, without the page. */
  filter: object;
  name: string;
  rowsOf: (answer: RouteResponse<P>) => R[];
  toCsv: (rows: R[]) => string;
  disabled: boolean;
}

/** Exports every row of a tab's filter as CSV, 100 at a time, showing how far it went. */
export function TabExportButton<P extends TabPath, R>({
  path,
  filter,
  name,
  rowsOf,
  toCsv,
  disabled,
}: Props<P, R>) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [progress, setProgress] = useState(0);
  const exportCsv = useMutation<void, Error, void>({
    mutationFn: async () => {
      setProgress(0);
      const rows: R[] = [];
      for (let page = 1; ; page += 1) {
        const answer = (await callOrThrow(path, {
          ...filter,
          page,
          pageSize: 100,
        } as never)) as RouteResponse<P>;
        const got = rowsOf(answer);
        rows.push(...got);
        setProgress(answer.total ? Math.floor((rows.length / answer.total) * 100) : 100);
        if (got.length < 100 || rows.length >= answer.total) break;
      }
      download(name, toCsv(rows));
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
