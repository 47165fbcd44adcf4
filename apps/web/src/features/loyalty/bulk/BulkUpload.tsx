import { InboxOutlined } from '@ant-design/icons';
import { type BulkOutput, MAX_BULK_BYTES } from '@premia/contract';
import { App, Card, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePreviewFile } from './api';

interface Props {
  /** Another step of a batch runs: no new file meanwhile. */
  disabled: boolean;
  onPreview: (answer: BulkOutput) => void;
}

/** The file to read: dropped or picked, checked for size here and read on the server. */
export function BulkUpload({ disabled, onPreview }: Props) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const preview = usePreviewFile();

  function read(file: File) {
    if (file.size > MAX_BULK_BYTES) {
      notification.error({ title: t('bulk.tooLarge') });
      return;
    }
    preview.mutate(file, {
      onSuccess: onPreview,
      onError: (error) => notification.error({ title: t('bulk.readFailed'), description: error.message }),
    });
  }

  return (
    <Card>
      <p className="bulk__help">{t('bulk.help')}</p>
      <Upload.Dragger
        accept=".csv,.xlsx,.xls,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        multiple={false}
        showUploadList={false}
        disabled={preview.isPending || disabled}
        beforeUpload={(file) => {
          read(file);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{preview.isPending ? t('bulk.reading') : t('bulk.drop')}</p>
        <p className="ant-upload-hint">{t('bulk.dropHint')}</p>
      </Upload.Dragger>
    </Card>
  );
}
