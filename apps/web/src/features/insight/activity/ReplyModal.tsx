import { backOfficeRoutes, type Review } from '@premia/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Rate } from 'antd';
import { useTranslation } from 'react-i18next';
import { updateEvery } from '../../../api/cache';
import { useRouteMutation } from '../../../api/useRouteMutation';
import { FormModal } from '../../../forms/FormModal';
import { formFields } from '../../../forms/formFields';

const fields = formFields(backOfficeRoutes['/client/review/response'].input);

/** The store's public reply to a review (the customer sees it in the wallet); written again to change it. */
export function ReplyModal({
  review,
  onClose,
  onSaved,
}: {
  review: Review | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const reply = useRouteMutation('/client/review/response', {
    onSuccess: (answer) =>
      updateEvery(queryClient, '/client/activity/reviews', (list) => ({
        ...list,
        reviews: list.reviews.map((r) => (r.id === answer.review.id ? answer.review : r)),
      })),
  });
  return (
    <FormModal<{ response: string }, { reviewId: number; response: string }, { m: string }>
      open={review !== null}
      title={t('activity.replyTitle', { customer: review?.customer.name ?? '' })}
      okText={t('activity.replyPublish')}
      cancelText={t('activity.replyCancel')}
      initialValues={{ response: review?.response ?? '' }}
      toInput={(values) => ({ reviewId: review?.id ?? 0, response: values.response.trim() })}
      mutation={reply}
      onSaved={(answer) => onSaved(answer.m)}
      onClose={onClose}
    >
      {review ? (
        <blockquote className="activity__quote">
          <Rate
            disabled
            value={review.stars}
            aria-label={t('activity.starsLabel', { stars: review.stars })}
          />
          <p>{review.text}</p>
        </blockquote>
      ) : null}
      <Form.Item
        name="response"
        label={t('activity.replyLabel')}
        extra={t('activity.replyHelp')}
        rules={fields.response.rules}
      >
        <Input.TextArea rows={3} {...fields.response.text} />
      </Form.Item>
    </FormModal>
  );
}
