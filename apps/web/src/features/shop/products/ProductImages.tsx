import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { MAX_PRODUCT_IMAGES } from '@premia/contract';
import { Alert, Button, Space } from 'antd';
import { type ChangeEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { moveItem } from '../../../ui/reorder';
import { useUploadImage } from '../../content/uploads';

/** A product's images in their order (the first is the main one): upload, move, remove. A form control. */
export function ProductImages({
  value = [],
  onChange,
}: {
  value?: string[];
  onChange?: (next: string[]) => void;
}) {
  const { t } = useTranslation();
  const upload = useUploadImage('product');
  const input = useRef<HTMLInputElement>(null);
  const set = (next: string[]) => onChange?.(next);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload.mutate(file, { onSuccess: (answer) => set([...value, answer.url]) });
  }

  return (
    <div className="shop__upload">
      {upload.error ? <Alert type="error" title={upload.error.message} showIcon role="alert" /> : null}
      <ol className="shop__images" aria-label={t('products.images')}>
        {value.map((url, index) => (
          <li key={url} className="shop__image">
            <img src={url} alt={t('products.imageNumber', { n: index + 1 })} className="shop__preview" />
            <Space size={4}>
              <Button
                size="small"
                icon={<ArrowLeftOutlined />}
                disabled={index === 0}
                onClick={() => set(moveItem(value, index, index - 1))}
                aria-label={t('products.imageBefore', { n: index + 1 })}
              />
              <Button
                size="small"
                icon={<ArrowRightOutlined />}
                disabled={index === value.length - 1}
                onClick={() => set(moveItem(value, index, index + 1))}
                aria-label={t('products.imageAfter', { n: index + 1 })}
              />
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                onClick={() => set(value.filter((_, i) => i !== index))}
                aria-label={t('products.imageRemove', { n: index + 1 })}
              />
            </Space>
          </li>
        ))}
      </ol>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        style={{ display: 'none' }}
        onChange={pick}
        data-testid="product-image-file"
        aria-label={t('shop.upload')}
      />
      <Button
        icon={<UploadOutlined />}
        loading={upload.isPending}
        disabled={value.length >= MAX_PRODUCT_IMAGES}
        onClick={() => input.current?.click()}
      >
        {t('shop.upload')}
      </Button>
    </div>
  );
}
