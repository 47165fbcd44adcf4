/** What other features and the jobs may use of uploads: only through this file (test/feature-boundaries.test.ts). */
export { uploadJobs } from './jobs.ts';
export { uploadColumnNames } from './upload-columns.ts';
export { sweepUploads } from './uploads-sweep.ts';
