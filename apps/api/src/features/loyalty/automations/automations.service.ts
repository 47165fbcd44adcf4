import type { AutomationAudience, RouteParsedInput } from '@premia/contract';
import { RETURN_WINDOW_DAYS, said } from '@premia/contract';
import type { DbOrTx } from '../../../db/database.ts';
import { type RequestContext, storeSessionOf } from '../../../lib/context.ts';
import { notFound } from '../../../lib/errors.ts';
import { recordAudit } from '../../insight/audit/index.ts';
import { countLevelReach, countNthVisitReach, noteOtherLevels } from './audiences.repository.ts';
import {
  countInactive,
  deleteAutomation,
  findAutomation,
  insertAutomation,
  listAutomations,
  sendGroups,
  updateAutomation,
} from './automations.repository.ts';
import { liftOf } from './automations.rules.ts';

/** How many customers a rule reaches now. */
export function reachOf(db: DbOrTx, storeId: number, audience: AutomationAudience): Promise<number> {
  switch (audience.kind) {
    case 'inactive':
      return countInactive(db, storeId, audience.days!);
    case 'nthVisit':
      return countNthVisitReach(db, storeId, audience.visits!);
    case 'levelUp':
      return countLevelReach(db, storeId);
  }
}

export async function count(ctx: RequestContext, input: RouteParsedInput<'/client/automations/count'>) {
  const { storeId } = storeSessionOf(ctx);
  return { customers: await reachOf(ctx.db, storeId, input) };
}

export async function list(ctx: RequestContext) {
  const { storeId } = storeSessionOf(ctx);
  return { automations: await listAutomations(ctx.db, storeId) };
}

export async function add(ctx: RequestContext, input: RouteParsedInput<'/client/automations/add'>) {
  const session = storeSessionOf(ctx);
  const automation = await ctx.db.transaction(async (tx) => {
    const saved = await insertAutomation(tx, session.storeId, input);
    // A level rule notes every customer's level of now: only a level reached from now on is told.
    if (saved.kind === 'levelUp')
      await noteOtherLevels(tx, session.storeId, { id: saved.id, since: new Date() });
    await recordAudit(tx, session, session.storeId, 'automation.created', {
      automationId: saved.id,
    });
    return saved;
  });
  return { ...said('automations.created'), automation };
}

export async function edit(ctx: RequestContext, input: RouteParsedInput<'/client/automations/edit'>) {
  const session = storeSessionOf(ctx);
  const { automationId, ...fields } = input;
  const automation = await ctx.db.transaction(async (tx) => {
    const saved = await updateAutomation(tx, session.storeId, automationId, fields);
    if (!saved) throw notFound('automations.notFound');
    await recordAudit(tx, session, session.storeId, 'automation.updated', {
      automationId,
    });
    return saved;
  });
  return { ...said('automations.updated'), automation };
}

export async function remove(ctx: RequestContext, input: RouteParsedInput<'/client/automations/delete'>) {
  const session = storeSessionOf(ctx);
  await ctx.db.transaction(async (tx) => {
    if (!(await deleteAutomation(tx, session.storeId, input.automationId)))
      throw notFound('automations.notFound');
    await recordAudit(tx, session, session.storeId, 'automation.deleted', {
      automationId: input.automationId,
    });
  });
  return said('automations.deleted');
}

/**
 * The automation's results: of its sends at least RETURN_WINDOW_DAYS old, how many of each group (sent,
 * kept apart) visited within that window after it, and the lift with its 95 % interval.
 */
export async function results(ctx: RequestContext, input: RouteParsedInput<'/client/automations/results'>) {
  const { storeId } = storeSessionOf(ctx);
  if (!(await findAutomation(ctx.db, storeId, input.automationId))) throw notFound('automations.notFound');
  const { treated, holdout } = await sendGroups(ctx.db, storeId, input.automationId, RETURN_WINDOW_DAYS);
  const groupOf = (g: typeof treated) => ({ customers: g.customers, returned: g.returned });
  return {
    automationId: input.automationId,
    treated: groupOf(treated),
    holdout: groupOf(holdout),
    waiting: treated.waiting + holdout.waiting,
    lift: liftOf(treated, holdout),
  };
}
