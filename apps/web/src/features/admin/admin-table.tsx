// The back office's lists: one table for restaurants, coupons, captains, operators, promo slides and the
// audit log. Wide, it is a table; in a narrow frame (a phone at 320 or 390 px, or a narrow window) each
// row becomes a card: its row header as the title, then every cell under its column's name, so nothing
// scrolls sideways. It is still the same table to a screen reader.
import type { HTMLAttributes, ReactNode } from 'react';
import css from './admin-table.module.css';

export interface AdminColumn<T> {
  /** The column's name: its header, and the label of the cell in a card. */
  name: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned figures. */
  numeric?: boolean;
  /** Long text that may wrap in the table (names of places, dates). */
  wrap?: boolean;
  /** Buttons and links: no header words on screen (read out still) and no label in a card. */
  actions?: boolean;
}

export function AdminTable<T>({
  labelledBy,
  rowHeader,
  columns,
  rows,
  rowKey,
  rowClassName,
  rowProps,
  details,
}: {
  /** The id of the heading that names the list. */
  labelledBy: string;
  /** The first column: what each row is (a name, a code, a time), a row header. */
  rowHeader: { name: string; cell: (row: T) => ReactNode };
  columns: AdminColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  rowClassName?: (row: T) => string | undefined;
  /** Attributes of a row's first cell (an id to focus it by). */
  rowProps?: (row: T) => HTMLAttributes<HTMLTableCellElement>;
  /** More about a row, under it across the whole width (the audit log's before and after). */
  details?: (row: T) => ReactNode;
}) {
  const span = columns.length + 1;
  const line = (row: T, withDetails: boolean) => (
    <tr
      key={rowKey(row)}
      className={[css.row, withDetails ? css.withDetails : '', rowClassName?.(row) ?? ''].join(' ')}
    >
      <th scope="row" className={css.rowHeader} {...rowProps?.(row)}>
        {rowHeader.cell(row)}
      </th>
      {columns.map((c) => (
        <td
          key={c.name}
          data-label={c.actions ? undefined : c.name}
          className={[c.numeric ? css.numeric : '', c.wrap ? css.wrap : '', c.actions ? css.actions : '']
            .join(' ')
            .trim()}
        >
          {c.cell(row)}
        </td>
      ))}
    </tr>
  );
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table may scroll sideways in a narrow window, by keyboard too
    <section className={css.frame} aria-labelledby={labelledBy} tabIndex={0}>
      <table className={css.table} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{rowHeader.name}</th>
            {columns.map((c) => (
              <th key={c.name} scope="col" className={c.numeric ? css.numeric : undefined}>
                {c.actions ? <span className="visually-hidden">{c.name}</span> : c.name}
              </th>
            ))}
          </tr>
        </thead>
        {details ? (
          // A record and its details are one group (a tbody each), so they read, and are found, together.
          rows.map((row) => (
            <tbody key={rowKey(row)}>
              {line(row, true)}
              <tr className={css.details}>
                <td colSpan={span}>{details(row)}</td>
              </tr>
            </tbody>
          ))
        ) : (
          <tbody>{rows.map((row) => line(row, false))}</tbody>
        )}
      </table>
    </section>
  );
}
