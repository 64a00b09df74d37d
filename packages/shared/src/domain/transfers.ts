/**
 * Money out through RazorpayX (issue 33): which rail a transfer takes, the limits of each, and the names
 * RazorpayX accepts. Pure rules shared by the request forms (refused at once, naming the limit) and the
 * server's transfers feature (which sends exactly what these say).
 */
import type { TPayoutMethod } from '../schemas/payouts';

/** RazorpayX's payout modes. */
export const TransferMode = { Upi: 'UPI', Imps: 'IMPS', Neft: 'NEFT', Rtgs: 'RTGS' } as const;
export type TTransferMode = (typeof TransferMode)[keyof typeof TransferMode];
export const TRANSFER_MODES = Object.values(TransferMode) as [TTransferMode, ...TTransferMode[]];

/** UPI payouts: NPCI's ₹1,00,000 per transfer, unless the RazorpayX account is set higher (config). */
export const UPI_TRANSFER_MAX_PAISE = 1_00_000_00;
/** IMPS: ₹5,00,000 per transfer. Above it a bank account is paid by NEFT, which has no upper limit. */
export const IMPS_TRANSFER_MAX_PAISE = 5_00_000_00;

/**
 * The mode a transfer of `amountPaise` to this destination takes, or null when the destination cannot take
 * that much at once (a UPI ID above its limit): amounts are never split or capped silently.
 */
export function transferMode(
  method: TPayoutMethod,
  amountPaise: number,
  upiMaxPaise: number = UPI_TRANSFER_MAX_PAISE,
): TTransferMode | null {
  if (method === 'upi') return amountPaise <= upiMaxPaise ? TransferMode.Upi : null;
  return amountPaise <= IMPS_TRANSFER_MAX_PAISE ? TransferMode.Imps : TransferMode.Neft;
}

/** RazorpayX's contact and fund account names: 3 to 50 of these, not ending in a special character but '.'. */
export const PAYEE_NAME_MIN = 3;
export const PAYEE_NAME_MAX = 50;
const PAYEE_DISALLOWED = /[^a-zA-Z0-9 ’'\-_/(),.]/g;
const TRAILING_SPECIAL = /[ ’'\-_/(),]+$/;

/**
 * A person's or business's name as RazorpayX accepts it: accents dropped (é → e), other characters it refuses
 * become spaces, spaces collapsed, cut to 50, no special character at the end. A name left shorter than 3
 * (or empty: a name in another script) is completed from `fallback`.
 */
export function payeeName(name: string, fallback = 'Collably payee'): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/'/g, '’')
    .replace(PAYEE_DISALLOWED, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, PAYEE_NAME_MAX)
    .replace(TRAILING_SPECIAL, '')
    .trim();
  if (cleaned.length >= PAYEE_NAME_MIN) return cleaned;
  return cleaned === '' ? fallback : payeeName(`${cleaned} ${fallback}`);
}

/** RazorpayX's narration: up to 30 letters, digits and spaces (what the payee's bank statement shows). */
export const NARRATION_MAX = 30;
export const transferNarration = (text: string): string =>
  text
    .replace(/[^a-zA-Z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, NARRATION_MAX)
    .trim();
