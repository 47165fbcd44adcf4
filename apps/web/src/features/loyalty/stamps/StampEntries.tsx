import type { StampEntry } from '@premia/contract';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../format/useFormat';
import { useReverseStamp } from './api';

interface Props {
  customerId: number;
  entries: StampEntry[];
  /** The owner takes back a stamp given by mistake. */
  canReverse: boolean;
}

/** The customer's latest stamp entries, newest first; the owner's «Anular» on a live stamp. */
export function StampEntries({ customerId, entries, canReverse }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const { notification } = App.useApp();
  const reverse = useReverseStamp(customerId);
  if (entries.length === 0) return null;
  return (
    <ul className="stamp-card__entries" data-testid="stamp-entries">
      {entries.slice(0, 5).map((entry) => (
        <li key={entry.id} className="stamp-card__entry">
          <span>
            {t(`stamps.kinds.${entry.kind}`)}
            {entry.prize ? `: ${entry.prize}` : ''}
            <span className="stamp-card__meta">
              {' · '}
              {f.dateTime(entry.createdAt)}
              {entry.employee ? ` · ${entry.employee.name}` : ''}
            </span>
          </span>
          {canReverse && entry.kind === 'stamp' && entry.reversedByEntryId === null ? (
            <Button
              size="small"
              loading={reverse.isPending && reverse.variables?.entryId === entry.id}
              onClick={() =>
                reverse.mutate(
                  { entryId: entry.id },
                  {
                    onSuccess: (answer) => notification.success({ title: answer.m }),
                    onError: (error) =>
                      notification.error({ title: t('stamps.reverseFailed'), description: error.message }),
                  },
                )
              }
            >
              {t('stamps.reverse')}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
