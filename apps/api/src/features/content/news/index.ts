/** What other features may use of news: only through this file (test/feature-boundaries.test.ts). */
export { feedOf as newsFeedOf, insertNews } from './news.repository.ts';
