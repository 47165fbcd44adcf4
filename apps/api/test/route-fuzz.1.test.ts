import { walkRouteTable } from './route-table-walk.ts';

walkRouteTable({ part: 'fuzz', index: 0, of: 4 });
