import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../ui/Logo';
import './AuthLayout.css';
import { LanguageSelect } from './LanguageSelect';

/** The frame of the public screens: brand panel, a card with the form, the language picker. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="auth">
      <aside className="auth__brand">
        <Logo inverted />
        <p className="auth__tagline">{t('app.tagline')}</p>
      </aside>
      <main className="auth__main">
        <div className="auth__top">
          <span className="auth__mobile-logo">
            <Logo />
          </span>
          <LanguageSelect />
        </div>
        <section className="auth__card">
          <h1 className="auth__title">{title}</h1>
          {subtitle ? <p className="auth__subtitle">{subtitle}</p> : null}
          {children}
        </section>
      </main>
    </div>
  );
}
