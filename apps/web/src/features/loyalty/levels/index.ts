export { useLevels } from './api';
export { LevelBadge } from './LevelBadge';
