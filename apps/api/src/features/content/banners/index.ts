/** What other features may use of banners: only through this file (test/feature-boundaries.test.ts). */
export { carouselOf, insertBanner } from './banners.repository.ts';
