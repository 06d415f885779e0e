// A multi-row statement built once per row count and run again with other rows. Kysely builds a
// query's tree and compiles it to SQL on every call, which for an insert of 64 rows of six columns
// (384 parameters) cost more than the database's own work on it. The template is compiled with a
// marker in each value's place; a run puts the rows' values where the markers were.
import type { CompiledQuery } from 'kysely';

/** A marker no value of ours can equal: the row and the column it stands for. */
const markerOf = (row: number, column: string): string => `\u0000row-template:${row}:${column}`;

/** Where each of a compiled statement's parameters comes from: a row's column, or a constant. */
type Source = { readonly row: number; readonly column: string } | { readonly constant: unknown };

/**
 * A statement for exactly `size` rows of `columns`, built by `build` (which must use every row's
 * values as parameters, as Kysely's `values()` does): `run(rows)` gives the compiled statement
 * for those rows, without building or compiling anything.
 */
export function rowTemplate<Row, Result>(
  size: number,
  columns: readonly (keyof Row & string)[],
  build: (rows: Row[]) => { compile(): CompiledQuery<Result> },
): (rows: readonly Row[]) => CompiledQuery<Result> {
  const marked = Array.from({ length: size }, (_, row) => {
    const values: Record<string, unknown> = {};
    for (const column of columns) values[column] = markerOf(row, column);
    return values as Row;
  });
  const template = build(marked).compile();
  const known = new Map<unknown, Source>();
  for (let row = 0; row < size; row++)
    for (const column of columns) known.set(markerOf(row, column), { row, column });
  const sources: Source[] = template.parameters.map((p) => known.get(p) ?? { constant: p });
  const placed = sources.filter((s) => 'row' in s).length;
  if (placed !== size * columns.length)
    throw new Error(`row template: ${placed} of ${size * columns.length} values are parameters`);
  return (rows) => {
    if (rows.length !== size) throw new Error(`row template of ${size} rows given ${rows.length}`);
    const parameters = sources.map((s) =>
      'row' in s ? (rows[s.row] as Record<string, unknown>)[s.column] : s.constant,
    );
    return { ...template, parameters };
  };
}
