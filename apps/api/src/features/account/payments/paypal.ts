import { toCents } from '@premia/contract';
import {
  type BillingPlan,
  type BillingPlanRequest,
  type CapturedOrder,
  type CreatedOrder,
  type CreatedSubscription,
  type OrderRequest,
  type PaymentProvider,
  ProviderError,
  type ProviderSubscriptionStatus,
  type SubscriptionRequest,
} from './payment-provider.ts';

interface PaypalSettings {
  clientId: string;
  clientSecret: string;
  mode: 'sandbox' | 'live';
  /** Overrides the mode's address (tests point it at a local server). */
  baseUrl: string | null;
  /** The billing plan stores subscribe to. */
  subscriptionPlanId: string | null;
}

const PAYPAL_URLS = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  live: 'https://api-m.paypal.com',
} as const;

const TIMEOUT_MS = 15_000;
const BRAND = 'Premia';

interface PaypalLink {
  rel: string;
  href: string;
}

/** Access tokens by base URL and client id; PayPal's last about nine hours. */
const tokenCache = new Map<string, { token: string; expiresAt: number }>();

/** PayPal's REST API: OAuth client credentials, Orders v2 (create, capture), Subscriptions v1. */
export function createPaypalProvider(settings: PaypalSettings): PaymentProvider {
  const base = (settings.baseUrl || PAYPAL_URLS[settings.mode]).replace(/\/$/, '');

  async function accessToken(): Promise<string> {
    const key = `${base}|${settings.clientId}`;
    const cached = tokenCache.get(key);
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
    const body = await call<{ access_token?: string; expires_in?: number }>('POST', '/v1/oauth2/token', {
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    if (!body.access_token) throw new ProviderError('PayPal did not return an access token');
    const seconds = Math.max(60, Number(body.expires_in ?? 3600));
    tokenCache.set(key, { token: body.access_token, expiresAt: Date.now() + (seconds - 60) * 1000 });
    return body.access_token;
  }

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    init: { headers?: Record<string, string>; body?: string; accept?: number[] } = {},
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: { accept: 'application/json', ...init.headers },
        body: init.body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderError(`PayPal ${method} ${path}: ${(error as Error).message}`);
    }
    const text = await response.text();
    let body: unknown = {};
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      throw new ProviderError(`PayPal ${method} ${path}: answered ${response.status} with no JSON`);
    }
    if (!response.ok && !init.accept?.includes(response.status)) {
      throw new ProviderError(`PayPal ${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
    }
    return Object.assign(body as object, { httpStatus: response.status }) as T;
  }

  async function authorized<T>(
    method: 'GET' | 'POST',
    path: string,
    payload?: unknown,
    extra: { headers?: Record<string, string>; accept?: number[] } = {},
  ): Promise<T> {
    const token = await accessToken();
    return call<T>(method, path, {
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        ...extra.headers,
      },
      body: payload === undefined ? undefined : JSON.stringify(payload),
      accept: extra.accept,
    });
  }

  const approveLink = (links: PaypalLink[] | undefined) =>
    links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve')?.href ?? null;

  type Order = {
    id?: string;
    status?: string;
    links?: PaypalLink[];
    details?: { issue?: string }[];
    httpStatus: number;
    purchase_units?: {
      payments?: { captures?: { status?: string; amount?: { value?: string; currency_code?: string } }[] };
    }[];
  };

  function capturedOf(order: Order): CapturedOrder {
    const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
    const amount = capture?.amount;
    const completed = order.status === 'COMPLETED' && (!capture?.status || capture.status === 'COMPLETED');
    const pending = capture?.status === 'PENDING' || order.status === 'APPROVED' || order.status === 'SAVED';
    return {
      status: completed ? 'completed' : pending ? 'pending' : 'failed',
      amountCents: amount?.value ? toCents(Number(amount.value)) : null,
      currencyCode: amount?.currency_code ?? null,
    };
  }

  type PaypalPlan = {
    id?: string;
    name?: string;
    status?: string;
    billing_cycles?: {
      tenure_type?: string;
      frequency?: { interval_unit?: string };
      pricing_scheme?: { fixed_price?: { value?: string; currency_code?: string } };
    }[];
  };

  function planOf(plan: PaypalPlan): BillingPlan {
    const cycle = plan.billing_cycles?.find((c) => c.tenure_type === 'REGULAR') ?? plan.billing_cycles?.[0];
    const price = cycle?.pricing_scheme?.fixed_price;
    const unit = cycle?.frequency?.interval_unit;
    return {
      id: plan.id ?? '',
      name: plan.name ?? '',
      status: plan.status ?? '',
      amountCents: price?.value ? toCents(Number(price.value)) : null,
      currencyCode: price?.currency_code ?? null,
      period: unit === 'MONTH' ? 'month' : unit === 'YEAR' ? 'year' : null,
    };
  }

  return {
    name: 'paypal',

    async listPlans(): Promise<BillingPlan[]> {
      const found = await authorized<{ plans?: PaypalPlan[] }>(
        'GET',
        '/v1/billing/plans?page_size=20&total_required=true',
        undefined,
        { headers: { prefer: 'return=representation' } },
      );
      return (found.plans ?? []).filter((p) => p.id).map(planOf);
    },

    async findPlan(planId: string): Promise<BillingPlan | null> {
      const found = await authorized<PaypalPlan & { httpStatus: number }>(
        'GET',
        `/v1/billing/plans/${encodeURIComponent(planId)}`,
        undefined,
        { accept: [404] },
      );
      return found.httpStatus === 404 || !found.id ? null : planOf(found);
    },

    async createPlan(request: BillingPlanRequest): Promise<BillingPlan> {
      const product = await authorized<{ id?: string }>('POST', '/v1/catalogs/products', {
        name: request.name,
        type: 'SERVICE',
      });
      if (!product.id) throw new ProviderError('PayPal did not return a product id');
      const created = await authorized<PaypalPlan>(
        'POST',
        '/v1/billing/plans',
        {
          product_id: product.id,
          name: request.name,
          billing_cycles: [
            {
              frequency: { interval_unit: request.period === 'year' ? 'YEAR' : 'MONTH', interval_count: 1 },
              tenure_type: 'REGULAR',
              sequence: 1,
              total_cycles: 0,
              pricing_scheme: {
                fixed_price: {
                  value: (request.amountCents / 100).toFixed(2),
                  currency_code: request.currencyCode,
                },
              },
            },
          ],
          payment_preferences: { auto_bill_outstanding: true, payment_failure_threshold: 3 },
        },
        { headers: { prefer: 'return=representation' } },
      );
      if (!created.id) throw new ProviderError('PayPal did not return a plan id');
      return planOf(created);
    },

    async createOrder(order: OrderRequest): Promise<CreatedOrder> {
      const created = await authorized<Order>(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: order.reference,
              custom_id: order.reference,
              description: order.description.slice(0, 127),
              amount: { currency_code: order.currencyCode, value: (order.amountCents / 100).toFixed(2) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                brand_name: BRAND,
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
                return_url: order.returnUrl,
                cancel_url: order.cancelUrl,
              },
            },
          },
        },
        { headers: { 'paypal-request-id': `order-${order.reference}` } },
      );
      if (!created.id) throw new ProviderError('PayPal did not return an order id');
      return { orderId: created.id, approveUrl: approveLink(created.links) };
    },

    async captureOrder(orderId: string, idempotencyKey: string): Promise<CapturedOrder> {
      const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}`;
      const captured = await authorized<Order>(
        'POST',
        `${path}/capture`,
        {},
        {
          headers: { 'paypal-request-id': idempotencyKey },
          accept: [422],
        },
      );
      if (captured.httpStatus !== 422) return capturedOf(captured);
      const issue = captured.details?.[0]?.issue;
      if (issue === 'ORDER_ALREADY_CAPTURED') return capturedOf(await authorized<Order>('GET', path));
      // Not approved yet (ORDER_NOT_APPROVED) or refused by PayPal: nothing was taken.
      return {
        status: issue === 'ORDER_NOT_APPROVED' ? 'pending' : 'failed',
        amountCents: null,
        currencyCode: null,
      };
    },

    async createSubscription(request: SubscriptionRequest): Promise<CreatedSubscription> {
      if (!settings.subscriptionPlanId) throw new ProviderError('no PayPal subscription plan configured');
      const created = await authorized<{ id?: string; links?: PaypalLink[] }>(
        'POST',
        '/v1/billing/subscriptions',
        {
          plan_id: settings.subscriptionPlanId,
          custom_id: request.reference,
          application_context: {
            brand_name: BRAND,
            user_action: 'SUBSCRIBE_NOW',
            shipping_preference: 'NO_SHIPPING',
            return_url: request.returnUrl,
            cancel_url: request.cancelUrl,
          },
        },
        { headers: { 'paypal-request-id': `subscription-${request.reference}` } },
      );
      if (!created.id) throw new ProviderError('PayPal did not return a subscription id');
      return { subscriptionId: created.id, approveUrl: approveLink(created.links) };
    },

    async getSubscription(subscriptionId: string): Promise<ProviderSubscriptionStatus> {
      const found = await authorized<{ status?: string }>(
        'GET',
        `/v1/billing/subscriptions/${encodeURIComponent(subscriptionId)}`,
      );
      if (found.status === 'ACTIVE') return 'active';
      if (found.status === 'CANCELLED' || found.status === 'EXPIRED' || found.status === 'SUSPENDED') {
        return 'cancelled';
      }
      return 'pending';
    },
  };
}
