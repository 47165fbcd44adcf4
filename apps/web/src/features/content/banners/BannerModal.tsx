import { type Banner, bannerFields } from '@premia/contract';
import { DatePicker, Form, Input, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../forms/FormModal';
import { formFields } from '../../../forms/formFields';
import { NumberInput } from '../../../forms/NumberInput';
import { pickedDay } from '../../../forms/pickers';
import { ImageUrlField, useUploading } from '../uploads';
import { type BannerInput, useSaveBanner } from './api';

interface Values {
  image: string;
  title?: string;
  link?: string;
  position?: number;
  active?: boolean;
  startsOn?: Dayjs | null;
  endsOn?: Dayjs | null;
}

export type BannerTarget = 'create' | Banner | null;

const fields = formFields(bannerFields, { startsOn: pickedDay, endsOn: pickedDay });

/** Create or edit a banner of the carousel: its image, link, order and days. */
export function BannerModal({
  target,
  onClose,
  onSaved,
}: {
  target: BannerTarget;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveBanner();
  const uploading = useUploading('banner');
  const editing = target && target !== 'create' ? target : null;
  return (
    <FormModal<Values, BannerInput, { m: string }>
      open={target !== null}
      title={editing ? t('banners.editTitle') : t('banners.createTitle')}
      okText={t('banners.save')}
      cancelText={t('banners.cancel')}
      okDisabled={uploading}
      initialValues={
        editing
          ? {
              image: editing.image,
              title: editing.title ?? '',
              link: editing.link ?? '',
              position: editing.position,
              active: editing.active,
              startsOn: editing.startsOn ? dayjs(editing.startsOn) : null,
              endsOn: editing.endsOn ? dayjs(editing.endsOn) : null,
            }
          : { active: true, position: 0 }
      }
      toInput={(values) => ({
        ...(editing ? { bannerId: editing.id } : {}),
        image: values.image.trim(),
        title: values.title?.trim() || null,
        link: values.link?.trim() || null,
        position: values.position ?? 0,
        active: values.active ?? true,
        startsOn: pickedDay(values.startsOn),
        endsOn: pickedDay(values.endsOn),
      })}
      mutation={save}
      onSaved={() => onSaved(editing ? t('banners.updated') : t('banners.created'))}
      onClose={onClose}
    >
      <ImageUrlField
        name="image"
        label={t('banners.image')}
        field={fields.image}
        modelType="banner"
        buttonLabel={t('banners.upload')}
        previewAlt={t('banners.imagePreview')}
        className="content-form__upload"
        previewClassName="content-form__preview"
        testId="banner-image-file"
      />
      <Form.Item name="title" label={t('banners.titleLabel')} rules={fields.title.rules}>
        <Input {...fields.title.text} />
      </Form.Item>
      <Form.Item name="link" label={t('banners.link')} rules={fields.link.rules}>
        <Input {...fields.link.text} placeholder="https://" />
      </Form.Item>
      <div className="content-form__row">
        <Form.Item name="position" label={t('banners.position')} rules={fields.position.rules}>
          <NumberInput {...fields.position.number} />
        </Form.Item>
        <Form.Item name="active" label={t('banners.active')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </div>
      <div className="content-form__row">
        <Form.Item name="startsOn" label={t('banners.startsOn')}>
          <DatePicker format="DD/MM/YYYY" />
        </Form.Item>
        <Form.Item name="endsOn" label={t('banners.endsOn')}>
          <DatePicker format="DD/MM/YYYY" />
        </Form.Item>
      </div>
    </FormModal>
  );
}
