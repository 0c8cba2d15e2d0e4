import type { Db } from '@khabar/db';

/** What a customer's paged list needs: the database, whose list, and which page (1 = the newest). */
export interface UserPageQuery {
  db: Db;
  userId: number;
  page?: number;
}
