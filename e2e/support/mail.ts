import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { serverDir } from './env';

interface Mail {
  to: string[];
  raw: string;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  try {
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  } catch {
    return bytes;
  }
}

/** The readable text of a raw message: its parts decoded (quoted-printable or base64). */
function mailText(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      if (/content-transfer-encoding:\s*base64/i.test(head)) {
        return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      }
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return decodeQuotedPrintable(body);
      return body;
    })
    .join('\n');
}

/** Whose SMTP sink: the default server's, the brand server's, or the two processes' (serve-two.mjs). */
export type MailServer = 'main' | 'brand' | 'pair';

/** The readable texts of the mails to `to` the server's SMTP sink holds now, newest first. */
export function mailsTo(to: string, server: MailServer = 'main'): string[] {
  const dir = join(serverDir(server), 'mail');
  // The sink makes its folder with its first mail: before it, no mail yet (a wait polls again).
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .reverse()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Mail)
    .filter((mail) => mail.to.includes(to.toLowerCase()))
    .map((mail) => mailText(mail.raw));
}

/** Waits for a mail to `to` received by the e2e SMTP server of the default server (or another one). */
export async function waitForMail(to: string, server: MailServer = 'main'): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        found = mailsTo(to, server)[0];
        return found !== undefined;
      },
      { timeout: 20_000, message: `a mail to ${to}` },
    )
    .toBe(true);
  return found ?? '';
}
