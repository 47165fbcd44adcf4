import { WhatsAppOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useShell } from '../ShellContext';

/** wa.me wants the number in international form, digits only; the chat opens with the message, if any. */
export function whatsAppUrl(phone: string, message?: string | null): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return null;
  return message ? `https://wa.me/${digits}?text=${encodeURIComponent(message)}` : `https://wa.me/${digits}`;
}

/** The floating chat link (spec §1): only for client owners, only when a support phone is set. */
export function WhatsAppLink() {
  const { t } = useTranslation();
  const { session, config } = useShell();
  const url = config.supportPhone ? whatsAppUrl(config.supportPhone, config.supportMessage) : null;
  if (session.userType !== 'client' || session.storeUserType !== 'owner' || !url) return null;
  return (
    <a
      className="whatsapp-fab"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('layout.whatsapp')}
      title={t('layout.whatsapp')}
      data-testid="whatsapp-link"
    >
      <WhatsAppOutlined aria-hidden />
    </a>
  );
}
