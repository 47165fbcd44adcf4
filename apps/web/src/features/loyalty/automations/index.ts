/** What other features may use of automations: only through this file (src/test/feature-boundaries.test.ts). */
export { useAutomations } from './api';
