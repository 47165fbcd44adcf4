export { default as BannersPage } from './BannersPage';
