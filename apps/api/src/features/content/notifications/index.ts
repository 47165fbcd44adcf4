/** What other features may use of notifications: only through this file (test/feature-boundaries.test.ts). */
export { notificationJobs } from './jobs.ts';
// A message to one customer, as the birthday gift sends it, for another feature's job (automations):
// the store's settings, the customers' delivery locks, who accepts a channel under the weekly cap, when
// (quiet hours) and the message itself, all in the caller's transaction.
export { type Settings, settingsOf } from './notifications.repository.ts';
export { lockDeliveriesOf, type Recipient, reachableUnderCap } from './personal-messages.repository.ts';
export { type MessageWords, personalMessageTime, sendPersonalMessage } from './personal-messages.ts';
