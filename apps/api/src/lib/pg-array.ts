/**
 * A list as one PostgreSQL array literal ('{1,2,3}'), to bind as a single parameter (`${arrayLiteral(ids)}::int[]`):
 * drizzle's sql template spreads a JS array into a list of parameters. For ids and fixed words only.
 */
export function arrayLiteral(values: readonly (number | string)[]): string {
  return `{${values.join(',')}}`;
}
