/** What the rest of the web app may use of webhooks (the screen is lazy, from app/menu.ts). */
export { useWebhooks } from './api';
