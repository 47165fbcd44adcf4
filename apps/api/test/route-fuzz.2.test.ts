import { walkRouteTable } from './route-table-walk.ts';

walkRouteTable({ part: 'fuzz', index: 1, of: 4 });
