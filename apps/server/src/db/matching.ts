import { and, type Column, eq, getTableColumns, type SQL, type Table } from 'drizzle-orm';

/**
 * The condition that a row of `table` has each of the given column values (`and` of `column = value`): the one
 * spelling of a look-up by a key of several columns, typed by the table's own row so a wrong name or value fails
 * to compile.
 */
export function matching<T extends Table>(table: T, values: Partial<T['$inferSelect']>): SQL {
  const columns = getTableColumns(table) as Record<string, Column>;
  const conditions = Object.entries(values).map(([name, value]) => {
    const column = columns[name];
    // A caller's object with a field the table lacks would otherwise match on nothing it meant.
    if (!column || value === undefined) throw new Error(`matching: ${name} is not a column with a value`);
    return eq(column, value);
  });
  // `and` of at least one condition is never undefined; an empty key would match every row, so it is refused.
  const condition = conditions.length > 0 ? and(...conditions) : undefined;
  if (!condition) throw new Error('matching: no columns to match');
  return condition;
}
