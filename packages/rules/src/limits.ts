/**
 * Field limits of the contract (openapi/api2.yaml), for the forms: a form stops or warns at the same
 * figure the server enforces. `limits.test.ts` reads each figure back from the contract, so a change
 * there that is not made here fails a test.
 */

/** The smallest quantity of a part (the part dialog, a cart line). */
export const QUANTITY_MIN = 1;
/**
 * The largest quantity of a part, added at once or held by one cart line (CartAddRequest.Quantity
 * and the cart line count's `maximum`): a typing slip should not order 10 million gaskets.
 */
export const QUANTITY_MAX = 9999;

/** The longest texts (characters) of the fields the forms edit, as the contract's `maxLength`. */
export const TEXT_LIMITS = {
  /** A user's name (NewCustomerUser.Name). */
  userName: 200,
  /** A user's e-mail address (NewCustomerUser.EmailAdress). */
  email: 254,
  /** A machine's display name, name, facility and serial number (MachineUpdate). */
  machineText: 100,
  /** A machine's note (MachineUpdate.CustomerText). */
  machineNote: 2000,
  /** The error description of a machine in a new job (NewJobMachine.CustomerText). */
  jobDescription: 4000,
  /** The comment of a part order (CheckoutRequest.Comment). */
  orderComment: 4000,
  /** A partner's technician or invoice comment on a job (SetCommentRequest). */
  jobComment: 4000,
} as const;

/** From this share of its limit a text field shows how many characters it holds ("183 / 200"). */
export const TEXT_COUNTER_FROM = 0.8;

/** Whether a text of `length` characters shows the counter of a field limited to `max`. */
export function showsTextCounter(length: number, max: number): boolean {
  return max > 0 && length >= Math.ceil(max * TEXT_COUNTER_FROM);
}

/** Why a typed quantity is refused: empty, not a whole number, below 1, above 9999. */
export type QuantityRule = 'required' | 'whole' | 'min' | 'max';

/**
 * A typed quantity (spec §5: numeric, default 1): a whole number from 1 to 9999, surrounding white
 * space ignored. Returns the number, or the rule it breaks; nothing is sent for a broken rule.
 */
export function parseQuantity(
  text: string | null | undefined,
): { value: number; rule: null } | { value: null; rule: QuantityRule } {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return { value: null, rule: 'required' };
  if (!/^[+-]?\d+$/.test(trimmed)) return { value: null, rule: 'whole' };
  const value = Number(trimmed);
  if (value < QUANTITY_MIN) return { value: null, rule: 'min' };
  if (value > QUANTITY_MAX) return { value: null, rule: 'max' };
  return { value, rule: null };
}
