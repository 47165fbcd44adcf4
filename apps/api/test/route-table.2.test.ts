import { walkRouteTable } from './route-table-walk.ts';

walkRouteTable({ part: 'access', index: 1, of: 2 });
