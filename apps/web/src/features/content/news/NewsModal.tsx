import { type NewsItem, newsFields } from '@premia/contract';
import { formFields } from '../../../forms/formFields';
import { ContentModal, type ContentValues, contentInputOf, contentValuesOf, NEW_CONTENT } from '../content';
import { type NewsInput, type NewsScope, useSaveNews } from './api';

export type NewsTarget = 'create' | NewsItem | null;

const fields = formFields(newsFields);

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
  const save = useSaveNews(scope);
  const editing = target && target !== 'create' ? target : null;
  return (
    <ContentModal<ContentValues, NewsInput>
      section="news"
      modelType="news"
      open={target !== null}
      editing={editing !== null}
      initialValues={editing ? contentValuesOf(editing) : NEW_CONTENT}
      toInput={(values) => ({ ...(editing ? { newsId: editing.id } : {}), ...contentInputOf(values) })}
      save={save}
      fields={fields}
      links
      onClose={onClose}
    />
  );
}
