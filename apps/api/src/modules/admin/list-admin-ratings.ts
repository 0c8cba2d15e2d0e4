// Every restaurant's ratings for operators (admin or support), newest first, a page at a time.
import type { Db } from '@khabar/db';
import type { ListAdminRatingsResponse } from '@khabar/domain';
import { readRatingRows } from '../ratings/index.ts';
import { adminRatingJson } from './admin-rating-json.ts';
import { requireOperator } from './require-operator.ts';

export async function listAdminRatings(input: {
  db: Db;
  userId: number;
  page: number;
}): Promise<ListAdminRatingsResponse['data']> {
  await requireOperator({ db: input.db, userId: input.userId });
  const { rows, nextPage } = await readRatingRows({ db: input.db, where: 'all', page: input.page });
  return { ratings: rows.map(adminRatingJson), next_page: nextPage };
}
