import { type NewsItem, newsFields } from '@premia/contract';
import { App, Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, type SaveMutation } from '../../forms/FormModal';
import { formFields } from '../../forms/formFields';
import { useUploading } from '../uploads/api';
import { ImageUpload } from '../uploads/ImageUpload';
import { type NewsInput, type NewsScope, useSaveNews } from './api';

interface Values {
  name: string;
  description?: string;
  image?: string;
  imageSquared?: string;
  active?: boolean;
  public?: boolean;
  buttonText?: string;
  buttonLink?: string;
}

export type NewsTarget = 'create' | NewsItem | null;

const fields = formFields(newsFields);
const blankToNull = (value: string | undefined) => value?.trim() || null;

/** Create or edit a news item (the store's, or the platform's for the admin), with its two images. */
export function NewsModal({
  scope,
  target,
  onClose,
}: {
  scope: NewsScope;
  target: NewsTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const save = useSaveNews(scope);
  const uploading = useUploading('news');
  const editing = target && target !== 'create' ? target : null;
  // spec §8: a failed save is also told in a toast, titled as the spec says.
  const mutation: SaveMutation<NewsInput, { m: string }> = {
    ...save,
    mutate: (input, callbacks) =>
      save.mutate(input, {
        ...callbacks,
        onError: (error) =>
          notification.error({
            title: editing ? t('news.updateFailed') : t('news.createFailed'),
            description: error.message,
          }),
      }),
  };
  return (
    <FormModal<Values, NewsInput, { m: string }>
      open={target !== null}
      title={editing ? t('news.editTitle') : t('news.createTitle')}
      okText={t('news.save')}
      cancelText={t('news.cancel')}
      okDisabled={uploading}
      initialValues={
        editing
          ? {
              name: editing.name,
              description: editing.description ?? '',
              image: editing.image ?? '',
              imageSquared: editing.imageSquared ?? '',
              active: editing.active,
              public: editing.public,
              buttonText: editing.buttonText ?? '',
              buttonLink: editing.buttonLink ?? '',
            }
          : { active: true, public: false }
      }
      toInput={(values) => ({
        ...(editing ? { newsId: editing.id } : {}),
        name: values.name.trim(),
        description: blankToNull(values.description),
        image: blankToNull(values.image),
        imageSquared: blankToNull(values.imageSquared),
        active: values.active ?? true,
        public: values.public ?? false,
        buttonText: blankToNull(values.buttonText),
        buttonLink: blankToNull(values.buttonLink),
      })}
      mutation={mutation}
      onSaved={() => {
        notification.success({ title: editing ? t('news.updated') : t('news.created') });
        onClose();
      }}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('news.name')} rules={fields.name.rules}>
        <Input {...fields.name.text} />
      </Form.Item>
      <Form.Item name="description" label={t('news.description')} rules={fields.description.rules}>
        <Input.TextArea {...fields.description.text} rows={3} />
      </Form.Item>
      <div className="content-form__row">
        <Form.Item name="active" label={t('news.active')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          name="public"
          label={t('news.public')}
          valuePropName="checked"
          extra={t('news.publicHelp')}
        >
          <Switch />
        </Form.Item>
      </div>
      <div className="content-form__row">
        <Form.Item name="buttonText" label={t('news.buttonText')} rules={fields.buttonText.rules}>
          <Input {...fields.buttonText.text} />
        </Form.Item>
        <Form.Item name="buttonLink" label={t('news.buttonLink')} rules={fields.buttonLink.rules}>
          <Input {...fields.buttonLink.text} placeholder="https://" />
        </Form.Item>
      </div>
      <Form.Item name="image" label={t('news.image')} rules={fields.image.rules}>
        <Input {...fields.image.text} placeholder="https://" />
      </Form.Item>
      <ImageUpload
        modelType="news"
        field="image"
        buttonLabel={t('news.upload')}
        previewAlt={t('news.imagePreview')}
        className="content-form__upload"
        previewClassName="content-form__preview"
        testId="news-image-file"
      />
      <Form.Item name="imageSquared" label={t('news.imageSquared')} rules={fields.imageSquared.rules}>
        <Input {...fields.imageSquared.text} placeholder="https://" />
      </Form.Item>
      <ImageUpload
        modelType="news"
        field="imageSquared"
        buttonLabel={t('news.uploadSquared')}
        previewAlt={t('news.imageSquaredPreview')}
        className="content-form__upload"
        previewClassName="content-form__preview content-form__preview--square"
        testId="news-square-file"
      />
    </FormModal>
  );
}
