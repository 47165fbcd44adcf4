import { walkRouteTable } from './route-table-walk.ts';

walkRouteTable({ index: 1, of: 4 });
