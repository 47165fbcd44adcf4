import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { e2eEnv } from './env';

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

/** Waits for a mail to `to` received by the e2e SMTP server of the default server (or the brand one). */
export async function waitForMail(to: string, server: 'main' | 'brand' = 'main'): Promise<string> {
  const env = e2eEnv();
  const dir = join(server === 'main' ? env.mainDir : env.brandDir, 'mail');
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const files = readdirSync(dir).sort().reverse();
        for (const file of files) {
          const mail = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Mail;
          if (mail.to.includes(to.toLowerCase())) {
            found = mailText(mail.raw);
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000, message: `a mail to ${to}` },
    )
    .toBe(true);
  return found ?? '';
}
