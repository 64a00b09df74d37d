/** True when the database refused a row because a unique constraint already holds that value. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/** Names the constraint or column behind a unique violation, to tell e-mail from user name. */
export function violatedConstraint(error: unknown): string {
  if (typeof error !== 'object' || error === null) return '';
  const e = error as { constraint?: string; detail?: string; message?: string };
  return [e.constraint, e.detail, e.message].filter(Boolean).join(' ');
}
