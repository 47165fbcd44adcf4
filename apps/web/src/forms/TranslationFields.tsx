import { languageCodes, translation } from '@premia/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { formFields } from './formFields';

const fields = formFields(translation);

/** One text input per language (es, en, zh, fr, it), under the form field `texts`. */
export function TranslationFields() {
  const { t } = useTranslation();
  return (
    <fieldset className="translation-fields">
      <legend>{t('catalogue.texts')}</legend>
      <p className="translation-fields__help">{t('catalogue.textsHelp')}</p>
      {languageCodes.map((code) => (
        <Form.Item key={code} name={['texts', code]} label={t(`languages.${code}`)}>
          <Input {...fields.text.text} lang={code} />
        </Form.Item>
      ))}
    </fieldset>
  );
}
