/** Spec 03 §5: digits only, at most five; Check only at exactly five. */
export const sanitizeZip = (value: string) => value.replace(/\D/g, "").slice(0, 5);
export const isValidZip = (value: string) => /^\d{5}$/.test(value);
