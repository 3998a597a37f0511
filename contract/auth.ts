import { z } from "zod";
import { idSchema, trimmedRequired } from "./common";

/** Spec 01 §5: sign-in rules and messages. */
export const PASSWORD_MIN_LENGTH = 6;
export const loginRequestSchema = z.object({
  email: z.email("Please enter a valid email address"),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const publicUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  companyId: z.number().nullable(),
  lastLogin: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const loginResponseSchema = z.object({ ok: z.literal(true), user: publicUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const authStatusSchema = z.object({
  authenticated: z.boolean(),
  user: publicUserSchema.nullable(),
});
export type AuthStatus = z.infer<typeof authStatusSchema>;

export const authConfigSchema = z.object({
  googleAuthEnabled: z.boolean(),
  emailPasswordEnabled: z.boolean(),
  /** Present only in demo mode: the seeded admin's credentials, for the demo box. */
  demoCredentials: z.object({ email: z.string(), password: z.string() }).nullable(),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

/** Spec 01 §1, spec 02 §2.3: the site gate. */
export const gateRequestSchema = z.object({
  password: z.string().min(1, "Password is required").max(200),
});
export const gateStatusSchema = z.object({
  enabled: z.boolean(),
  passed: z.boolean(),
  /** Demo mode only: the demo gate password, hinted on the page. */
  demoHint: z.string().nullable(),
});
export type GateStatus = z.infer<typeof gateStatusSchema>;
export const gateResponseSchema = z.object({ ok: z.literal(true), message: z.string() });

export const changePasswordRequestSchema = z
  .object({
    currentPassword: z.string().min(1, "Current password is required").max(200),
    newPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(200),
    confirmPassword: z.string().max(200),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const USER_ROLES = ["admin", "user"] as const;

export const insertUserSchema = z.object({
  email: z.email("Please enter a valid email address").max(320),
  password: z.string().min(6, "Password must be at least 6 characters").max(200),
  firstName: trimmedRequired("First name").max(100),
  lastName: trimmedRequired("Last name").max(100),
  role: z.string().max(50).default("user"),
  companyId: idSchema.nullish(),
  status: z.string().max(50).default("active"),
});
export type InsertUser = z.infer<typeof insertUserSchema>;

/** The registration shape: user fields plus confirmPassword, which must match. */
export const registerUserSchema = insertUserSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
export type RegisterUser = z.infer<typeof registerUserSchema>;
