import type { Page } from '@playwright/test';
import { localDateTime } from '@premia/contract';

/** A date (DD/MM/YYYY, as the pickers show it) and time (HH:mm) in Lima, `minutes` from now. */
export function limaIn(minutes: number) {
  const { date, time } = localDateTime('America/Lima', new Date(Date.now() + minutes * 60_000));
  const [y, m, d] = date.split('-');
  return { date: `${d}/${m}/${y}`, time: time.slice(0, 5) };
}

/** Types a value into an antd date or time picker of the open dialog and confirms it. */
export async function pick(page: Page, label: string, value: string) {
  const input = page.getByRole('dialog').getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}
