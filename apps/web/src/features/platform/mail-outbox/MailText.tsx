import { Fragment, type ReactNode } from 'react';

const LINK = /(https?:\/\/[^\s<>"]+)/g;
const LINK_ALONE = /^https?:\/\/[^\s<>"]+$/;
/** What ends a sentence after an address, not part of it. */
const TRAILING = /[.,;:!?)]+$/;

/**
 * A mail's text as it reads, its web addresses clickable (opened in another tab). The text only, never
 * the mail's HTML: what a store or a customer typed into a mail is never markup on the admin's screen.
 */
export function MailText({ text }: { text: string }) {
  // Each part keyed by where it starts in the text: the parts never move.
  let at = 0;
  const nodes: ReactNode[] = text.split(LINK).map((part) => {
    const start = at;
    at += part.length;
    if (!LINK_ALONE.test(part)) return <Fragment key={start}>{part}</Fragment>;
    const tail = TRAILING.exec(part)?.[0] ?? '';
    const href = part.slice(0, part.length - tail.length);
    return (
      <Fragment key={start}>
        <a href={href} target="_blank" rel="noopener noreferrer">
          {href}
        </a>
        {tail}
      </Fragment>
    );
  });
  return (
    <div className="mail-outbox__text" data-testid="outbox-mail-text">
      {nodes}
    </div>
  );
}
