/** What other features may use of surveys: only through this file (test/feature-boundaries.test.ts). */
export { surveyJobs } from './jobs.ts';
export { inviteToSurveys, npsOfRange } from './surveys.service.ts';
