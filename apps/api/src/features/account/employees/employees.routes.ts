import { type Handlers, storeSessionOf } from '../../../lib/context.ts';
import * as employees from './employees.service.ts';

export const employeesHandlers = {
  '/client/get-all-employees': (_input, ctx) => employees.list(ctx.deps, storeSessionOf(ctx)),
  '/client/employee/add': (input, ctx) => employees.add(ctx.deps, storeSessionOf(ctx), input),
  '/client/employee/update': (input, ctx) => employees.update(ctx.deps, storeSessionOf(ctx), input),
  '/client/employee/delete': (input, ctx) => employees.remove(ctx.deps, storeSessionOf(ctx), input),
} satisfies Partial<Handlers>;
