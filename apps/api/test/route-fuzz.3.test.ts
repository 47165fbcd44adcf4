import { walkRouteTable } from './route-table-walk.ts';

walkRouteTable({ part: 'fuzz', index: 2, of: 4 });
