import { type Translation, translatedEntryInput } from '@premia/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageUpload, type ModelType, useUploading } from '../features/content/uploads';
import { FormModal, type SaveMutation } from './FormModal';
import { formFields } from './formFields';
import { TranslationFields } from './TranslationFields';
import './catalogue.css';
import { type TextsByLanguage, textsOf, translationsOf } from './translations';

/** What a catalogue entry (a store type, a category) is made of. */
export interface TranslatedEntry {
  name: string;
  image: string | null;
  translations: Translation[];
}

interface Values {
  name: string;
  image?: string | null;
  texts?: TextsByLanguage;
}

interface Props<A> {
  open: boolean;
  title: string;
  /** The entry being edited; none to create one. */
  entry: TranslatedEntry | null;
  modelType: ModelType;
  mutation: SaveMutation<TranslatedEntry, A>;
  onSaved: (answer: A) => void;
  onClose: () => void;
}

const fields = formFields(translatedEntryInput);

/** Create or edit a catalogue entry: its name, image and texts in the five languages. */
export function TranslatedEntryModal<A>({
  open,
  title,
  entry,
  modelType,
  mutation,
  onSaved,
  onClose,
}: Props<A>) {
  const { t } = useTranslation();
  const uploading = useUploading(modelType);
  return (
    <FormModal<Values, TranslatedEntry, A>
      open={open}
      title={title}
      okText={t('catalogue.save')}
      cancelText={t('catalogue.cancel')}
      initialValues={
        entry ? { name: entry.name, image: entry.image, texts: textsOf(entry.translations) } : { image: null }
      }
      toInput={(values) => ({
        name: values.name.trim(),
        image: values.image || null,
        translations: translationsOf(values.texts),
      })}
      mutation={mutation}
      onSaved={onSaved}
      onClose={onClose}
      okDisabled={uploading}
    >
      <Form.Item name="name" label={t('catalogue.name')} rules={fields.name.rules}>
        <Input {...fields.name.text} />
      </Form.Item>
      <Form.Item name="image" hidden>
        <Input />
      </Form.Item>
      <div className="catalogue__field">
        <span className="catalogue__label">{t('catalogue.image')}</span>
        <ImageUpload
          modelType={modelType}
          field="image"
          buttonLabel={t('catalogue.uploadImage')}
          previewAlt={t('catalogue.image')}
          className="catalogue__upload"
          previewClassName="catalogue__image"
          testId={`${modelType}-image-input`}
        />
      </div>
      <TranslationFields />
    </FormModal>
  );
}
