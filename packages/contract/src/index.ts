export * from './areas/auth.ts';
export * from './areas/general.ts';
export * from './areas/profile.ts';
export * from './common.ts';
export * from './format.ts';
export * from './route-table.ts';
export * from './routes.ts';
export * from './spanish-errors.ts';
