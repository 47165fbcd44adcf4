import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakeOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  amount: { currency_code: string; value: string };
  referenceId: string;
  captures: number;
}

interface FakePlan {
  id: string;
  product_id: string;
  name: string;
  status: 'ACTIVE' | 'INACTIVE';
  billing_cycles: unknown[];
}

interface FakeSubscription {
  id: string;
  planId: string;
  customId: string;
  status: 'APPROVAL_PENDING' | 'ACTIVE' | 'CANCELLED';
}

/**
 * A local HTTP server that speaks the few PayPal REST calls we use: the OAuth client-credentials
 * token, Orders v2 (create, get, capture) and Subscriptions v1 (create, get). The buyer's approval at
 * PayPal's page is played by approveOrder() / activateSubscription().
 */
export async function startFakePaypal(
  credentials = { clientId: 'test-client', clientSecret: 'test-secret' },
) {
  const orders = new Map<string, FakeOrder>();
  const subscriptions = new Map<string, FakeSubscription>();
  const products = new Map<string, { id: string; name: string }>();
  const plans = new Map<string, FakePlan>();
  const byRequestId = new Map<string, string>();
  const token = 'A21AAFakeAccessToken';
  const calls: string[] = [];
  let down = false;
  let next = 1;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (c) => {
        data += c;
      });
      req.on('end', () => resolve(data));
    });
  const orderBody = (o: FakeOrder) => ({
    id: o.id,
    status: o.status,
    purchase_units: [
      {
        reference_id: o.referenceId,
        amount: o.amount,
        ...(o.status === 'COMPLETED'
          ? { payments: { captures: [{ id: `CAP-${o.id}`, status: 'COMPLETED', amount: o.amount }] } }
          : {}),
      },
    ],
    links: [
      { rel: 'self', href: `${url}/v2/checkout/orders/${o.id}`, method: 'GET' },
      { rel: 'payer-action', href: `${url}/checkoutnow?token=${o.id}`, method: 'GET' },
    ],
  });

  const server = createServer(async (req, res) => {
    const body = await read(req);
    const path = req.url ?? '';
    calls.push(`${req.method} ${path}`);
    if (down) return send(res, 503, { name: 'SERVICE_UNAVAILABLE' });

    if (req.method === 'POST' && path === '/v1/oauth2/token') {
      const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64');
      if (req.headers.authorization !== `Basic ${basic}` || body !== 'grant_type=client_credentials') {
        return send(res, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
      }
      return send(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 32_400 });
    }
    if (req.headers.authorization !== `Bearer ${token}`) {
      return send(res, 401, { name: 'AUTHENTICATION_FAILURE' });
    }
    const requestId = req.headers['paypal-request-id'];

    if (req.method === 'POST' && path === '/v2/checkout/orders') {
      const seen = typeof requestId === 'string' ? byRequestId.get(requestId) : undefined;
      if (seen) return send(res, 200, orderBody(orders.get(seen)!));
      const input = JSON.parse(body);
      const unit = input.purchase_units?.[0];
      if (input.intent !== 'CAPTURE' || !unit?.amount?.value)
        return send(res, 400, { name: 'INVALID_REQUEST' });
      const order: FakeOrder = {
        id: `ORDER${next++}`,
        status: 'CREATED',
        amount: unit.amount,
        referenceId: unit.reference_id,
        captures: 0,
      };
      orders.set(order.id, order);
      if (typeof requestId === 'string') byRequestId.set(requestId, order.id);
      return send(res, 201, orderBody(order));
    }
    const orderMatch = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    if (orderMatch) {
      const order = orders.get(decodeURIComponent(orderMatch[1]!));
      if (!order) return send(res, 404, { name: 'RESOURCE_NOT_FOUND' });
      if (req.method === 'GET' && !orderMatch[2]) return send(res, 200, orderBody(order));
      if (req.method === 'POST' && orderMatch[2]) {
        if (order.status === 'CREATED') {
          return send(res, 422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
        }
        if (order.status === 'COMPLETED') {
          return send(res, 422, {
            name: 'UNPROCESSABLE_ENTITY',
            details: [{ issue: 'ORDER_ALREADY_CAPTURED' }],
          });
        }
        order.status = 'COMPLETED';
        order.captures++;
        return send(res, 201, orderBody(order));
      }
    }

    if (req.method === 'POST' && path === '/v1/billing/subscriptions') {
      const input = JSON.parse(body);
      const subscription: FakeSubscription = {
        id: `I-SUB${next++}`,
        planId: input.plan_id,
        customId: input.custom_id,
        status: 'APPROVAL_PENDING',
      };
      subscriptions.set(subscription.id, subscription);
      return send(res, 201, {
        id: subscription.id,
        status: subscription.status,
        links: [{ rel: 'approve', href: `${url}/webapps/billing/subscriptions?ba_token=${subscription.id}` }],
      });
    }
    const subscriptionMatch = /^\/v1\/billing\/subscriptions\/([^/]+)$/.exec(path);
    if (subscriptionMatch && req.method === 'GET') {
      const subscription = subscriptions.get(decodeURIComponent(subscriptionMatch[1]!));
      if (!subscription) return send(res, 404, { name: 'RESOURCE_NOT_FOUND' });
      return send(res, 200, {
        id: subscription.id,
        plan_id: subscription.planId,
        status: subscription.status,
      });
    }
    if (req.method === 'POST' && path === '/v1/catalogs/products') {
      const input = JSON.parse(body);
      if (!input.name) return send(res, 400, { name: 'INVALID_REQUEST' });
      const product = { id: `PROD-${next++}`, name: input.name };
      products.set(product.id, product);
      return send(res, 201, product);
    }
    if (req.method === 'POST' && path === '/v1/billing/plans') {
      const input = JSON.parse(body);
      if (!products.has(input.product_id) || !Array.isArray(input.billing_cycles)) {
        return send(res, 400, { name: 'INVALID_REQUEST' });
      }
      const plan: FakePlan = {
        id: `P-FAKE${next++}`,
        product_id: input.product_id,
        name: input.name,
        status: 'ACTIVE',
        billing_cycles: input.billing_cycles,
      };
      plans.set(plan.id, plan);
      return send(res, 201, plan);
    }
    if (req.method === 'GET' && path.startsWith('/v1/billing/plans?')) {
      return send(res, 200, { plans: [...plans.values()], total_items: plans.size });
    }
    const planMatch = /^\/v1\/billing\/plans\/([^/?]+)$/.exec(path);
    if (planMatch && req.method === 'GET') {
      const plan = plans.get(decodeURIComponent(planMatch[1]!));
      if (!plan) return send(res, 404, { name: 'RESOURCE_NOT_FOUND' });
      return send(res, 200, plan);
    }
    return send(res, 404, { name: 'NOT_FOUND', path });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    ...credentials,
    orders,
    subscriptions,
    plans,
    calls,
    approveOrder(id: string) {
      const order = orders.get(id);
      if (order?.status === 'CREATED') order.status = 'APPROVED';
    },
    activateSubscription(id: string) {
      const subscription = subscriptions.get(id);
      if (subscription) subscription.status = 'ACTIVE';
    },
    setDown(value: boolean) {
      down = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
