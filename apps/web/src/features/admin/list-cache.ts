/** A cached list with one row replaced by its new self (the answer of a save), the others as they were. */
export const replaceById = <T extends { id: number }>(list: T[] | undefined, row: T): T[] | undefined =>
  list?.map((r) => (r.id === row.id ? row : r));
