import { walkRouteTable } from './route-table-walk.ts';

walkRouteTable({ index: 3, of: 4 });
