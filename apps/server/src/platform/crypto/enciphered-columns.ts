/**
 * Every column that holds field-cipher values, with the field name its values are bound to (the cipher's
 * associated data). The key rotation job (reencrypt.ts) re-encrypts each of them; a test checks that every
 * `*_enc` column of the schema is listed here, so a new one is not left on an old key.
 */
export type EncipheredColumn = {
  table: string;
  /** The row's key (an integer), by which the job walks the table in batches. */
  key: string;
  column: string;
  field: string;
  /**
   * Columns that held clear values before they were enciphered (the PANs of TDS, migration 038): a clear value
   * there is enciphered by the job; anywhere else it is left alone and counted as undecryptable.
   */
  mayHoldClear?: boolean;
};

/** Field names of the PAN kept for TDS: one name for both columns, since a deduction copies the PAN in force. */
export const TDS_PAN_FIELD = 'tds.pan';

export const ENCIPHERED_COLUMNS: readonly EncipheredColumn[] = Object.freeze([
  // features/payouts: an influencer's payout request.
  { table: 'payouts', key: 'id', column: 'account_no_enc', field: 'payouts.account_no' },
  { table: 'payouts', key: 'id', column: 'pan_enc', field: 'payouts.pan' },
  { table: 'payouts', key: 'id', column: 'upi_enc', field: 'payouts.upi' },
  { table: 'payouts', key: 'id', column: 'phone_enc', field: 'payouts.phone' },
  // features/withdrawals: a brand's bank withdrawal.
  {
    table: 'wallet_withdrawals',
    key: 'id',
    column: 'account_no_enc',
    field: 'wallet_withdrawals.account_no',
  },
  { table: 'wallet_withdrawals', key: 'id', column: 'upi_enc', field: 'wallet_withdrawals.upi' },
  // features/tds: the influencer's PAN, and the PAN each deduction was charged with.
  {
    table: 'influencer_tax_details',
    key: 'user_id',
    column: 'pan_enc',
    field: TDS_PAN_FIELD,
    mayHoldClear: true,
  },
  { table: 'tds_deductions', key: 'id', column: 'pan_enc', field: TDS_PAN_FIELD, mayHoldClear: true },
]);
