/**
 * Where a notification's mail spent its time (bench:mail), read from the database after the run:
 * the fan-out jobs, the 'mail-batch' jobs (how long each waited in the queue, how long it took from its
 * start to its last mail marked sent, how many sent at once) and the outbox rows (written, marked sent).
 * Times are seconds after the notification's time. A job's completed_on is not used: pg-boss writes it
 * after the job, without waiting, so it also holds the wait for one of its few connections.
 */
import type pg from 'pg';

interface Stage {
  label: string;
  value: string;
}

const s = (ms: number | null) => (ms === null ? '—' : `${(ms / 1000).toFixed(2)} s`);

/** Each job of these since the notification's fan-out began: its wait in the queue and its start. */
const JOBS = `
  select j.id, j.name, j.data, j.started_on,
         extract(epoch from j.started_on - greatest(j.created_on, j.start_after)) * 1000 as waited
    from pgboss.job j
   where j.name in ('notification-fanout', 'mail-batch') and j.created_on >= $1::timestamptz - interval '10 seconds'`;

/** The stages of the mails of the notification titled `subject`, due at `due`. */
export async function mailStages(client: pg.Client, due: Date, subject: string): Promise<Stage[]> {
  const fanout = await client.query<{ jobs: number; first: number; last: number; waited: number }>(
    `with j as (${JOBS})
     select count(*)::int as jobs, extract(epoch from min(started_on) - $1) * 1000 as first,
            extract(epoch from max(started_on) - $1) * 1000 as last, max(waited) as waited
       from j where name = 'notification-fanout'`,
    [due],
  );
  const batches = await client.query<{
    jobs: number;
    waited_p50: number;
    waited_max: number;
    sending_p50: number;
    sending_max: number;
    at_once: number;
  }>(
    `with j as (${JOBS}),
     b as (
       select j.started_on, j.waited,
              extract(epoch from (select max(m.sent_at) from mail_outbox m
                                   where m.id in (select jsonb_array_elements_text(j.data->'mailIds')::int))
                                 - j.started_on) * 1000 as sending
         from j where j.name = 'mail-batch')
     select count(*)::int as jobs,
            percentile_cont(0.5) within group (order by waited) as waited_p50, max(waited) as waited_max,
            percentile_cont(0.5) within group (order by sending) as sending_p50, max(sending) as sending_max,
            sum(sending) / nullif(max(extract(epoch from started_on) * 1000 + sending)
                                  - min(extract(epoch from started_on) * 1000), 0) as at_once
       from b`,
    [due],
  );
  const outbox = await client.query<{ w0: number; w1: number; s0: number; s1: number }>(
    `select extract(epoch from min(created_at) - $1) * 1000 as w0, extract(epoch from max(created_at) - $1) * 1000 as w1,
            extract(epoch from min(sent_at) - $1) * 1000 as s0, extract(epoch from max(sent_at) - $1) * 1000 as s1
       from mail_outbox where created_at >= $1::timestamptz - interval '10 seconds' and subject = $2`,
    [due, subject],
  );
  const f = fanout.rows[0]!;
  const b = batches.rows[0]!;
  const o = outbox.rows[0]!;
  return [
    {
      label: `notification-fanout (${f.jobs} jobs)`,
      value: `first started ${s(f.first)}, last ${s(f.last)}; longest wait in the queue ${s(f.waited)}`,
    },
    {
      label: `mail-batch (${b.jobs} jobs)`,
      value: `waited in the queue p50 ${s(b.waited_p50)} / max ${s(b.waited_max)}; start to last mail marked sent p50 ${s(b.sending_p50)} / max ${s(b.sending_max)}; ${Number(b.at_once).toFixed(2)} sending at once (mean)`,
    },
    { label: 'outbox', value: `written ${s(o.w0)} → ${s(o.w1)}; marked sent ${s(o.s0)} → ${s(o.s1)}` },
  ];
}
