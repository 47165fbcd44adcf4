import type { Page } from '@playwright/test';

/** A date (DD/MM/YYYY, as the pickers show it) and time (HH:mm) in Lima, `minutes` from now. */
export function limaIn(minutes: number) {
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/Lima',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(Date.now() + minutes * 60_000));
  const [y, m, d] = parts.slice(0, 10).split('-');
  return { date: `${d}/${m}/${y}`, time: parts.slice(11, 16) };
}

/** Types a value into an antd date or time picker of the open dialog and confirms it. */
export async function pick(page: Page, label: string, value: string) {
  const input = page.getByRole('dialog').getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}
