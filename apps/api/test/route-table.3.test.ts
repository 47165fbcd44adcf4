import { walkRouteTable } from './route-table-walk.ts';

walkRouteTable({ index: 2, of: 4 });
