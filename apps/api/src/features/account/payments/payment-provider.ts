/**
 * What Premia needs from an online payment provider: one-off orders for redemption packs and
 * recurring subscriptions. PayPal (paypal.ts) is the first implementation; the services only see this.
 */
export interface PaymentProvider {
  readonly name: 'paypal';
  /** An order the buyer approves at the provider's page (approveUrl), then we capture. */
  createOrder(order: OrderRequest): Promise<CreatedOrder>;
  /** Takes the approved order's money; safe to call again for the same order. */
  captureOrder(orderId: string, idempotencyKey: string): Promise<CapturedOrder>;
  /** A subscription the buyer approves at the provider's page. */
  createSubscription(request: SubscriptionRequest): Promise<CreatedSubscription>;
  getSubscription(subscriptionId: string): Promise<ProviderSubscriptionStatus>;
  /** The billing plans (recurring prices) of our account, for the admin to choose the subscription's. */
  listPlans(): Promise<BillingPlan[]>;
  /** One billing plan, or null when the provider has none with that id. */
  findPlan(planId: string): Promise<BillingPlan | null>;
  /** A new billing plan (and the product it sells) at this price and period. */
  createPlan(request: BillingPlanRequest): Promise<BillingPlan>;
}

export interface BillingPlan {
  id: string;
  name: string;
  status: string;
  amountCents: number | null;
  currencyCode: string | null;
  period: 'month' | 'year' | null;
}

export interface BillingPlanRequest {
  name: string;
  amountCents: number;
  currencyCode: string;
  period: 'month' | 'year';
}

export interface OrderRequest {
  /** Our payment id, echoed back by the provider. */
  reference: string;
  description: string;
  amountCents: number;
  currencyCode: string;
  returnUrl: string;
  cancelUrl: string;
}

export interface CreatedOrder {
  orderId: string;
  approveUrl: string | null;
}

export interface CapturedOrder {
  status: 'completed' | 'pending' | 'failed';
  amountCents: number | null;
  currencyCode: string | null;
}

export interface SubscriptionRequest {
  reference: string;
  returnUrl: string;
  cancelUrl: string;
}

export interface CreatedSubscription {
  subscriptionId: string;
  approveUrl: string | null;
}

export type ProviderSubscriptionStatus = 'pending' | 'active' | 'cancelled';

/** The provider failed or could not be reached; the message is for people. */
export class ProviderError extends Error {}
