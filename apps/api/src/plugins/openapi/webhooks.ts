import { allWebhookEvents, platformWebhookEvents, webhookPayload } from '@premia/contract';
import { jsonSchema } from './schemas.ts';

/** The Standard Webhooks headers every delivery carries. */
const headers = [
  {
    name: 'webhook-id',
    in: 'header',
    required: true,
    description:
      "The event's id (msg_<store>_<n>; the platform's events msg_platform_<n>): the same on every try and replay; drop an id already seen.",
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

const TRIES =
  'Answer 2xx to take it; any other answer or none within 15 s is tried again after 5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 4 h, 8 h and 8 h.';

/** Who gets an event: a store's endpoints, or the platform administrator's (platformWebhookEvents). */
function deliveredTo(event: (typeof allWebhookEvents)[number]): string {
  return (platformWebhookEvents as readonly string[]).includes(event)
    ? `A platform event: posted to each enabled endpoint of the platform's administrators subscribed to it (/admin/webhooks/create), never to a store's, signed as Standard Webhooks says. ${TRIES} An endpoint that fails for 3 days is turned off and the platform's administrators mailed.`
    : `Posted to each enabled endpoint of the store subscribed to this event (/client/webhooks/create), signed as Standard Webhooks says. ${TRIES} An endpoint that fails for 3 days is turned off and the store's owner mailed.`;
}

/**
 * OpenAPI 3.1's `webhooks`: what Premia posts to a store's endpoints and to the platform's, one entry per
 * event, its body the contract's webhookPayload (the same schema the API's events are written from).
 */
export function webhooksSection() {
  return Object.fromEntries(
    allWebhookEvents.map((event) => [
      event,
      {
        post: {
          operationId: `webhook${event
            .split(/[._]/)
            .map((w) => w[0]!.toUpperCase() + w.slice(1))
            .join('')}`,
          tags: ['webhooks'],
          summary: `The ${event} event`,
          description: deliveredTo(event),
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
