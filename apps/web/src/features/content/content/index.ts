export { ActivePill, ContentCard } from './ContentCard';
export { ContentModal } from './ContentModal';
export type { ContentValues } from './contentValues';
export { contentInputOf, contentValuesOf, NEW_CONTENT } from './contentValues';
