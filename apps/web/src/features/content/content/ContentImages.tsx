import { useTranslation } from 'react-i18next';
import type { FormField } from '../../../forms/formFields';
import { ImageUrlField } from '../uploads';

interface Props {
  section: 'news' | 'offers';
  modelType: 'news' | 'offer';
  fields: Record<'image' | 'imageSquared', FormField>;
}

/** A news item's or an offer's two images: the wide one and the square one, each uploaded or linked. */
export function ContentImages({ section, modelType, fields }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <ImageUrlField
        name="image"
        label={t(`${section}.image`)}
        field={fields.image}
        modelType={modelType}
        buttonLabel={t(`${section}.upload`)}
        previewAlt={t(`${section}.imagePreview`)}
        className="content-form__upload"
        previewClassName="content-form__preview"
        testId={`${modelType}-image-file`}
      />
      <ImageUrlField
        name="imageSquared"
        label={t(`${section}.imageSquared`)}
        field={fields.imageSquared}
        modelType={modelType}
        buttonLabel={t(`${section}.uploadSquared`)}
        previewAlt={t(`${section}.imageSquaredPreview`)}
        className="content-form__upload"
        previewClassName="content-form__preview content-form__preview--square"
        testId={`${modelType}-square-file`}
      />
    </>
  );
}
