/** What other features may use of users: only through this file (test/feature-boundaries.test.ts). */
export {
  EMAIL_UNIQUE,
  emailTaken,
  findUserAccount,
  insertUser,
  moveLocationOwners,
  type UserAccount,
  updateUser,
} from './users.repository.ts';
