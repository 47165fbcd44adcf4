import { TermsText } from './TermsText';

/** /{country}/{slug}/terms: the terms and privacy, open to everyone (the sign-up links here). */
export default function TermsPage() {
  return (
    <div className="page">
      <section className="panel">
        <TermsText level={1} headingId="terms-title" />
      </section>
    </div>
  );
}
