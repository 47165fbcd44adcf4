export { useProfile, useProfilePermissionsSync } from './api';
