import { walkRouteTable } from './route-table-walk.ts';

walkRouteTable({ part: 'fuzz', index: 3, of: 4 });
