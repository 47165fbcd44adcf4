import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import { uploadColumnNames } from './upload-columns.ts';

const t = useTestApp();

/** Text columns whose name looks like an image's but never hold an upload of ours, and why. */
const NOT_UPLOADS: Record<string, string> = {
  'uploads.path': 'the record of the file itself',
  'banners.link': 'where the banner leads, not its picture',
  'news.button_link': 'where the button leads',
  'notifications.button_link': 'where the button leads',
  'offers.button_link': 'where the button leads',
  'stores.orders_link': 'where orders are taken',
  'payments.approve_url': "PayPal's page",
  'paypal_configuration.base_url': "PayPal's server",
  'bulk_batches.filename': 'the name of a spreadsheet read, never kept',
  'bulk_batches.file_hash': 'the hash of a spreadsheet read, never kept',
  'webhook_endpoints.url': "the owner's receiver of webhooks",
  'platform_webhook_endpoints.url': "the platform administrator's receiver of webhooks",
};

const LOOKS_LIKE_AN_IMAGE =
  /image|logo|avatar|photo|picture|banner|icon|cover|gallery|thumb|media|file|url|link|path|website/;

describe('the columns that name uploads', () => {
  it('lists every column of the schema that looks like it holds an image, or says why not', async () => {
    const listed = uploadColumnNames();
    const { rows } = await t.pool.query<{ name: string }>(`
      select table_name || '.' || column_name as name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'ARRAY', 'jsonb', 'json')
      order by 1`);
    const unlisted = rows
      .map((r) => r.name)
      .filter((name) => LOOKS_LIKE_AN_IMAGE.test(name.split('.')[1]!))
      .filter((name) => !listed.includes(name) && !(name in NOT_UPLOADS));
    expect(unlisted).toEqual([]);
    // Every listed column, and every column said not to hold uploads, exists.
    const exists = (name: string) => rows.some((r) => r.name === name);
    expect([...listed, ...Object.keys(NOT_UPLOADS)].filter((name) => !exists(name))).toEqual([]);
  });
});
