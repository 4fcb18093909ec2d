import 'server-only';

/**
 * The name of the unique constraint (or the columns) a write broke, in either dialect, or undefined
 * when the error is something else. PostgreSQL reports SQLSTATE 23505 with the constraint's name;
 * SQLite reports `UNIQUE constraint failed: table.column, …`.
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, constraint, message } = error as {
    code?: unknown;
    constraint?: unknown;
    message?: unknown;
  };
  if (code === '23505') return typeof constraint === 'string' ? constraint : 'unique';
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY')
    return typeof message === 'string' ? message : 'unique';
  return undefined;
}
