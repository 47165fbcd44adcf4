import type { WalletResponse } from '@premia/contract';
import { type FormEvent, useState } from 'react';
import { useQueryClient, useWalletMutation, walletKey } from '../../api/queries';
import { FormError } from '../../app/FormError';
import { inputLimits } from '../../forms/inputLimits';
import { useTranslation } from '../../i18n/useTranslation';
import { StarPicker } from './Stars';

type Review = WalletResponse<'/wallet/review'>['review'];

interface Props {
  review: Review;
  onSaved: () => void;
  /** Editing an existing review can be left; a first one has nothing to go back to. */
  onCancel: (() => void) | null;
}

const limits = inputLimits('/wallet/review/save');

/** Writing or rewriting my review: the stars and the text. */
export function ReviewForm({ review, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [stars, setStars] = useState(review?.stars ?? 0);
  const [text, setText] = useState(review?.text ?? '');
  const save = useWalletMutation('/wallet/review/save', {
    onSuccess: (answer) => {
      queryClient.setQueryData(walletKey('/wallet/review', {}), { s: 'ok', review: answer.review });
      onSaved();
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (stars === 0 || save.isPending) return;
    save.mutate({ stars, text: text.trim() });
  }

  return (
    <form className="form" onSubmit={submit}>
      <StarPicker value={stars} onChange={setStars} />
      <label className="field">
        <span>{t('review.text')}</span>
        <textarea
          name="text"
          rows={4}
          required
          {...limits.text}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      <FormError error={save.error} />
      <button type="submit" className="button button--primary" disabled={stars === 0 || save.isPending}>
        {review ? t('review.saveChanges') : t('review.publish')}
      </button>
      {onCancel ? (
        <button type="button" className="button" onClick={onCancel}>
          {t('review.cancel')}
        </button>
      ) : null}
    </form>
  );
}
