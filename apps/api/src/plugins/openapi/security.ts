import type { RouteDef } from '@premia/contract';

/**
 * The four kinds of caller, each with its own bearer token. A store user and a platform administrator
 * both sign in at /login/client; their tokens differ in what they may call, so each has its scheme.
 */
export const securitySchemes = {
  staffSession: {
    type: 'http',
    scheme: 'bearer',
    description:
      "A store user's session token (the store's owner or an employee), from POST /login/client. The back office's routes (`/client/*`, `/stats/*`).",
  },
  adminSession: {
    type: 'http',
    scheme: 'bearer',
    description: "A platform administrator's session token, from POST /login/client. The `/admin/*` routes.",
  },
  posToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'pos_…',
    description:
      "A store's POS token (made by its owner in the back office; it starts with `pos_`). Only the operations marked `x-pos: true` (tag `pos`), at most 600 calls a minute.",
  },
  customerSession: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'cus_…',
    description:
      "A customer's session in one store's wallet (it starts with `cus_`), from POST /login/customer/verify-code or /login/customer/sign-up. The `/wallet/*` routes.",
  },
  webhookSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'webhook-signature',
    description:
      "Not for calling Premia: how Premia's webhook deliveries prove they are Premia's (Standard Webhooks). The signature of the delivery with the endpoint's secret, shown once when the endpoint was registered.",
  },
} as const;

type Requirement = Partial<Record<keyof typeof securitySchemes, string[]>>;

/** Who may call a route, as OpenAPI security requirements (any one of them): [] when anybody may. */
export function securityOf(def: Pick<RouteDef, 'access'>, pos: boolean): Requirement[] {
  const { access } = def;
  if (access === 'anonymous') return [];
  if (access === 'customer') return [{ customerSession: [] }];
  if (access === 'admin') return [{ adminSession: [] }];
  if (access === 'user')
    return [{ staffSession: [] }, { adminSession: [] }, ...(pos ? [{ posToken: [] }] : [])];
  return [{ staffSession: [] }, ...(pos ? [{ posToken: [] }] : [])];
}
