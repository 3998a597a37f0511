import type { TFunction } from "i18next";

/**
 * The contract's zod schemas carry English messages (spec 01 §5). The web app shows
 * them through the catalogs: each known message maps to a translation key.
 */
const VALIDATION_KEYS: Record<string, string> = {
  "Please enter a valid email address": "validation.email",
  "Password must be at least 6 characters": "validation.passwordMin",
  "Passwords don't match": "validation.passwordsMismatch",
  "Current password is required": "validation.currentPasswordRequired",
  "Password is required": "validation.passwordRequired",
  "Title is required": "validation.titleRequired",
  "Description is required": "validation.descriptionRequired",
  "First name is required": "validation.firstNameRequired",
  "Last name is required": "validation.lastNameRequired",
};

export function translateValidation(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = VALIDATION_KEYS[message];
  return key ? t(key) : message;
}

export const KNOWN_VALIDATION_MESSAGES = Object.keys(VALIDATION_KEYS);
