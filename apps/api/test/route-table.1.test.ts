import { walkRouteTable } from './route-table-walk.ts';

walkRouteTable({ part: 'access', index: 0, of: 2 });
