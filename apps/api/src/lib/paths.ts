import fs from 'node:fs';
import path from 'node:path';

/** apps/api, found from this file whether it runs from src/ (tsx, tests) or bundled in dist/. */
export const API_ROOT = (() => {
  let dir = import.meta.dirname;
  while (dir !== path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'drizzle')) && fs.existsSync(path.join(dir, 'package.json'))) return dir;
    dir = path.dirname(dir);
  }
  throw new Error(`apps/api not found above ${import.meta.dirname}`);
})();

/** The repository's root (apps/api/../..): where `./data` of the README lives. */
export const REPO_ROOT = path.resolve(API_ROOT, '../..');
