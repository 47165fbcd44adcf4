/** What other features may use of users: they import it from here, never from its files (test/feature-boundaries.test.ts). */
export { emailTaken, findUserAccount, insertUser, type UserAccount, updateUser } from './users.repository.ts';
