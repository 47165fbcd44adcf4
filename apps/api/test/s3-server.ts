import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's one account: a request signed with another access key id is refused (it does not check SigV4 signatures). */
const KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

/**
 * A real S3-compatible server (s3rver: the S3 REST API over HTTP, in this process, objects
 * in a temporary folder) with one empty bucket; `env` is the configuration that points Premia at it.
 */
export async function startS3Server(bucket = 'premia-test') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'premia-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const env = {
    STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    ...KEYS,
    S3_FORCE_PATH_STYLE: 'true',
  };
  return {
    env,
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
