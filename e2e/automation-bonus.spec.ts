import { inHoldout } from '../apps/api/src/features/loyalty/automations/automations.rules';
import { apiAs, demo, signIn, snap } from './support/helpers';
import { runDayJobNow } from './support/jobs';
import { expect, test } from './support/test';
import { enterWithMailedCode, fillSignUp, phoneInMadrid, STORE } from './support/wallet';

interface Automation {
  id: number;
  kind: string;
  visits: number | null;
  points: number | null;
}

const bonusRule = { kind: 'nthVisit', visits: 2, points: 50, period: 'once', active: true } as const;

test('the owner gives 50 points on the second visit, and a new customer finds them in the wallet after the day’s run', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // A form, a sign-up by mailed code in a second context, a sale and a job: about 40 s alone.
  test.setTimeout(150_000);
  const owner = await apiAs(request, demo.owner.email);
  const bonusRules = async () =>
    (await owner<{ automations: Automation[] }>('/client/automations/list', {})).automations.filter(
      (a) => a.kind === 'nthVisit' && a.visits === 2 && a.points === 50,
    );
  await page.goto('/');
  await signIn(page, demo.owner.email);
  try {
    await page.goto('/dashboard/automations');
    await page.getByRole('button', { name: 'Nueva automatización' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nueva automatización' });
    await dialog.getByRole('combobox', { name: 'Cuándo' }).click();
    await page.locator('.ant-select-item-option', { hasText: 'N-ésima visita → puntos de regalo' }).click();
    await dialog.getByRole('textbox', { name: 'Número de la visita' }).fill('2');
    const points = dialog.getByRole('textbox', { name: 'Puntos de regalo' });
    // A negative is refused before anything is saved.
    await points.fill('-50');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.locator('.ant-form-item-explain-error').first()).toBeVisible();
    await expect.poll(bonusRules).toHaveLength(0);
    await points.fill('50');
    await dialog.getByRole('switch', { name: 'Activa' }).click();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('50 puntos de regalo')).toBeVisible();
    await snap(page, 'automations-visit-bonus');

    // A new customer signs up in the wallet: the welcome points are their first visit.
    const phone = await browser.newContext({ ...phoneInMadrid, baseURL });
    const wallet = await phone.newPage();
    const tag = Date.now().toString(36);
    await wallet.goto(`${STORE}/signin`);
    await enterWithMailedCode(wallet, `visita.${tag}@example.com`);
    await fillSignUp(wallet, { firstName: 'Julia', lastName: `Visita ${tag}` });
    await expect(wallet).toHaveURL(`${STORE}/card`);
    const clientCode = (await wallet.getByTestId('client-code').innerText()).trim();
    const { customers } = await owner<{ customers: { id: number; clientCode: string }[] }>(
      '/client/customer/search',
      { q: clientCode },
    );
    const customerId = customers.find((c) => c.clientCode === clientCode)!.id;

    // One customer in ten is the rule's holdout and gets nothing, by design; this test is about the others.
    // The same rule saved again is drawn anew (the draw is of the rule and the customer).
    let [rule] = await bonusRules();
    while (inHoldout(rule!.id, customerId)) {
      await owner('/client/automations/delete', { automationId: rule!.id });
      rule = (await owner<{ automation: Automation }>('/client/automations/add', bonusRule)).automation;
    }

    // The second visit, at the counter; then the store's day run of automations.
    await owner('/client/customer/add-points', { customerId, amount: 10, ticketNumber: `AV-${tag}` });
    await runDayJobNow('automations');

    await wallet.goto(`${STORE}/points`);
    const line = wallet
      .getByTestId('statement')
      .getByRole('listitem')
      .filter({ hasText: 'Regalo por su visita número 2' });
    await expect(async () => {
      await wallet.reload();
      await expect(line).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(line).toContainText('+50');
    await snap(wallet, 'wallet-points-visit-bonus');
    await phone.close();
  } finally {
    for (const rule of await bonusRules())
      await owner('/client/automations/delete', { automationId: rule.id });
  }
});
