import { webhookEvents, webhookPayload } from '@premia/contract';
import { jsonSchema } from './schemas.ts';

/** The Standard Webhooks headers every delivery carries. */
const headers = [
  {
    name: 'webhook-id',
    in: 'header',
    required: true,
    description:
      "The event's id (msg_<store>_<n>): the same on every try and replay; drop an id already seen.",
    schema: { type: 'string' },
  },
  {
    name: 'webhook-timestamp',
    in: 'header',
    required: true,
    description: 'When this try was signed, in seconds since 1970 (UTC); refuse one far from your clock.',
    schema: { type: 'string' },
  },
  {
    name: 'webhook-signature',
    in: 'header',
    required: true,
    description:
      'v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>"> with the endpoint\'s secret (whsec_…, base64 after the prefix). Verify it with a Standard Webhooks library, e.g. npm standardwebhooks: new Webhook(secret).verify(body, headers).',
    schema: { type: 'string' },
  },
];

/**
 * OpenAPI 3.1's `webhooks`: what Premia posts to a store's endpoints, one entry per event, its body
 * the contract's webhookPayload (the same schema the API's events are written from).
 */
export function webhooksSection() {
  return Object.fromEntries(
    webhookEvents.map((event) => [
      event,
      {
        post: {
          operationId: `webhook${event
            .split(/[._]/)
            .map((w) => w[0]!.toUpperCase() + w.slice(1))
            .join('')}`,
          tags: ['webhooks'],
          summary: `The ${event} event`,
          description:
            "Posted to each enabled endpoint of the store subscribed to this event (/client/webhooks/create), signed as Standard Webhooks says. Answer 2xx to take it; any other answer or none within 15 s is tried again after 5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 4 h, 8 h and 8 h. An endpoint that fails for 3 days is turned off and the store's owner mailed.",
          security: [{ webhookSignature: [] }],
          parameters: headers,
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(webhookPayload(event), 'output') } },
          },
          responses: {
            '200': { description: 'Any 2xx: the event was taken.' },
            '4XX': { description: 'Any other answer: the event is tried again later.' },
          },
        },
      },
    ]),
  );
}
