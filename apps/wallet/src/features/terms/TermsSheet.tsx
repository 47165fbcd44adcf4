import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { TermsText } from './TermsText';

/**
 * The terms read from the sign-up form, over it: the form stays where it was (hidden, with what the
 * customer typed) and comes back when the sheet closes.
 */
export function TermsSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const sheet = useRef<HTMLDivElement>(null);
  useEffect(() => {
    sheet.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div
      ref={sheet}
      role="dialog"
      aria-modal="true"
      aria-labelledby="terms-sheet-title"
      tabIndex={-1}
      className="terms-sheet"
    >
      <TermsText level={2} headingId="terms-sheet-title" />
      <button type="button" className="button button--primary" onClick={onClose}>
        {t('terms.backToSignUp')}
      </button>
    </div>
  );
}
