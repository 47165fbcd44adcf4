import pg from 'pg';

/**
 * A connection of its own on which every statement's plan comes back as a notice (auto_explain with
 * ANALYZE and BUFFERS, plus `extra` settings): `plans` collects them. Loading auto_explain needs a
 * superuser (the embedded server's user is one).
 */
export async function autoExplainClient(url: string, extra: string[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const plans: string[] = [];
  client.on('notice', (notice) => {
    if (/^duration: /.test(notice.message ?? '')) plans.push(notice.message ?? '');
  });
  try {
    await client.query(`load 'auto_explain'`);
    for (const setting of [
      'auto_explain.log_min_duration = 0',
      'auto_explain.log_analyze = on',
      'auto_explain.log_buffers = on',
      'auto_explain.log_timing = on',
      'auto_explain.log_level = notice',
      ...extra,
    ]) {
      await client.query(`set ${setting}`);
    }
  } catch (error) {
    await client.end();
    throw error;
  }
  return { client, plans };
}
