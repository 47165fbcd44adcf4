import { walkRouteTable } from './route-table-walk.ts';

walkRouteTable({ index: 0, of: 4 });
