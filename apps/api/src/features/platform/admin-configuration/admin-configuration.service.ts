import { fromCents, type RouteParsedInput, said, toCents, truncateMoney } from '@premia/contract';
import type { Deps } from '../../../lib/context.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import {
  type BillingPlan,
  findPaypalConfiguration,
  paymentProviderOf,
  providerFailure,
  updatePaypalConfiguration,
} from '../../account/payments/index.ts';
import {
  type BillingSettings,
  getBillingSettings,
  getGeneralConfiguration,
  saveBillingSettings,
  saveRedeemBoughtFlag,
} from '../general/index.ts';

export async function general(deps: Deps) {
  const [config, terms] = await Promise.all([getGeneralConfiguration(deps.db), getBillingSettings(deps.db)]);
  return { redeemBought: config.redeemBought !== 0, freeRedemptions: terms.freeRedemptions };
}

export async function saveGeneral(
  deps: Deps,
  input: RouteParsedInput<'/admin/configuration/save-subscription-freerewards'>,
) {
  await deps.db.transaction(async (tx) => {
    await saveRedeemBoughtFlag(tx, input.redeemBought);
    await saveBillingSettings(tx, { freeRedemptions: input.freeRedemptions });
  });
  return { ...said('adminConfiguration.saved'), ...(await general(deps)) };
}

export async function paymentInstructions(deps: Deps) {
  return { instructions: (await getBillingSettings(deps.db)).manualPaymentInstructions };
}

export async function savePaymentInstructions(
  deps: Deps,
  input: RouteParsedInput<'/admin/configuration/payment/save'>,
) {
  const saved = await saveBillingSettings(deps.db, { manualPaymentInstructions: input.instructions });
  return { ...said('adminConfiguration.instructionsSaved'), instructions: saved.manualPaymentInstructions };
}

async function subscriptionView(deps: Deps, terms?: BillingSettings) {
  const [settings, paypal] = await Promise.all([
    terms ?? getBillingSettings(deps.db),
    findPaypalConfiguration(deps.db),
  ]);
  return {
    enabled: settings.subscriptionEnabled,
    price: truncateMoney(fromCents(settings.subscriptionPriceCents)),
    currencyCode: settings.subscriptionCurrencyCode,
    period: settings.subscriptionPeriod,
    paypalPlanId: paypal?.subscriptionPlanId ?? null,
  };
}

export const subscription = (deps: Deps) => subscriptionView(deps);

/** On: stores created from now on need a subscription; the stores that exist keep their own setting. */
export async function saveSubscription(
  deps: Deps,
  input: RouteParsedInput<'/admin/configuration/save-subscription'>,
) {
  const saved = await saveBillingSettings(deps.db, {
    subscriptionEnabled: input.enabled,
    subscriptionPriceCents: toCents(input.price),
    subscriptionPeriod: input.period,
  });
  return { ...said('adminConfiguration.subscriptionSaved'), ...(await subscriptionView(deps, saved)) };
}

async function providerOrRefuse(deps: Deps) {
  const provider = await paymentProviderOf(deps.db);
  if (!provider) throw conflict('adminConfiguration.paypalOff');
  return provider;
}

const planView = (p: BillingPlan) => ({
  id: p.id,
  name: p.name,
  status: p.status,
  price: p.amountCents === null ? null : truncateMoney(fromCents(p.amountCents)),
  currencyCode: p.currencyCode,
  period: p.period,
});

export async function paypalPlans(deps: Deps) {
  const provider = await providerOrRefuse(deps);
  const [plans, paypal] = await Promise.all([
    provider.listPlans().catch((error: unknown) => providerFailure(deps, error)),
    findPaypalConfiguration(deps.db),
  ]);
  return { plans: plans.map(planView), selected: paypal?.subscriptionPlanId ?? null };
}

/** The plan named (it must exist at PayPal), or a new one from the subscription's price and period. */
export async function choosePaypalPlan(
  deps: Deps,
  input: RouteParsedInput<'/admin/configuration/update-paypal-plans'>,
) {
  const provider = await providerOrRefuse(deps);
  let planId: string;
  if (input.paypalPlanId) {
    const found = await provider
      .findPlan(input.paypalPlanId)
      .catch((error: unknown) => providerFailure(deps, error));
    if (!found) throw notFound('adminConfiguration.paypalPlanNotFound');
    planId = found.id;
  } else {
    const terms = await getBillingSettings(deps.db);
    const created = await provider
      .createPlan({
        name: `Suscripción Premia (${terms.subscriptionPeriod === 'year' ? 'anual' : 'mensual'})`,
        amountCents: terms.subscriptionPriceCents,
        currencyCode: terms.subscriptionCurrencyCode,
        period: terms.subscriptionPeriod,
      })
      .catch((error: unknown) => providerFailure(deps, error));
    planId = created.id;
  }
  await updatePaypalConfiguration(deps.db, { subscriptionPlanId: planId });
  return { ...said('adminConfiguration.paypalPlanChosen'), selected: planId };
}

async function paypalView(deps: Deps) {
  const row = await findPaypalConfiguration(deps.db);
  return {
    clientId: row?.clientId ?? '',
    secretSet: Boolean(row?.clientSecret),
    mode: row?.mode ?? ('sandbox' as const),
    enabled: row?.enabled ?? false,
  };
}

export const paypal = (deps: Deps) => paypalView(deps);

export async function savePaypal(deps: Deps, input: RouteParsedInput<'/admin/configuration/save-paypal'>) {
  await updatePaypalConfiguration(deps.db, {
    clientId: input.clientId,
    mode: input.mode,
    enabled: input.enabled,
    ...(input.clientSecret ? { clientSecret: input.clientSecret } : {}),
  });
  return { ...said('adminConfiguration.paypalSaved'), ...(await paypalView(deps)) };
}
