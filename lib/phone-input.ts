/**
 * A phone field as people type it ("081-234-5678", "081 234 5678"): room for the separators, which are
 * taken out before the digits are checked (at most 10); a letter is still an error.
 */
export const PHONE_INPUT_MAX = 14;

export const withoutSeparators = (value: string) => value.replace(/[\s().-]/g, '');
