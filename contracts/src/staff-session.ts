import { z } from 'zod';
import { STAFF_LIMITS, STAFF_ROLES } from './staff-fields';
import { singleLineText } from './text';

/**
 * Signing in and out, the password and the staff accounts (staff.ts has the rules every call keeps).
 *
 * POST   /api/staff/session        { email, password } → 200 StaffSession | 401 INVALID_CREDENTIALS | 429 ACCOUNT_LOCKED
 * GET    /api/staff/session        → 200 StaffSession (the signed-in account and its CSRF token)
 * DELETE /api/staff/session        → 204, this session ends
 * DELETE /api/staff/sessions       → 204, every session of this account ends (sign out everywhere)
 * PUT    /api/staff/password       { currentPassword, newPassword } → 200 StaffSession (every other session ends)
 * GET    /api/staff/accounts       → 200 StaffAccountList                        (manager)
 * POST   /api/staff/accounts       { email, role } → 201 NewStaffAccount         (manager; a one-time password)
 */

export const staffRoleSchema = z.enum(STAFF_ROLES);

export const staffEmailSchema = singleLineText()
  .min(1, 'required')
  .max(STAFF_LIMITS.emailMaxLength, 'too_long')
  .regex(z.regexes.email, 'invalid_email')
  .transform((email) => email.toLowerCase());

export const staffSignInSchema = z
  .object({
    email: staffEmailSchema,
    // Not trimmed or normalised beyond the length cap: a password is what was typed.
    password: z.string().min(1, 'required').max(STAFF_LIMITS.passwordMaxLength, 'too_long'),
  })
  .strict();
export type StaffSignIn = z.input<typeof staffSignInSchema>;

export const staffAccountSchema = z.object({ email: z.string(), role: staffRoleSchema });
export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const staffSessionSchema = z.object({
  staff: staffAccountSchema,
  /** Send it back in X-CSRF-Token on every write of this session. */
  csrfToken: z.string(),
  /** Signed in with a one-time password: nothing but PUT /api/staff/password until it is replaced. */
  mustChangePassword: z.boolean(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

export const staffPasswordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, 'required').max(STAFF_LIMITS.passwordMaxLength, 'too_long'),
    newPassword: z.string().min(STAFF_LIMITS.passwordMinLength, 'too_short').max(STAFF_LIMITS.passwordMaxLength, 'too_long'),
  })
  .strict()
  .refine((change) => change.newPassword !== change.currentPassword, { path: ['newPassword'], message: 'same_as_current' });
export type StaffPasswordChange = z.input<typeof staffPasswordChangeSchema>;

export const newStaffAccountSchema = z.object({ email: staffEmailSchema, role: staffRoleSchema }).strict();
export type NewStaffAccountInput = z.input<typeof newStaffAccountSchema>;

export const staffAccountListSchema = z.object({
  accounts: z.array(staffAccountSchema.extend({ createdAt: z.string(), locked: z.boolean() })),
});
export type StaffAccountList = z.infer<typeof staffAccountListSchema>;

/** 201 of POST /api/staff/accounts: shown once, never stored in clear; replaced at the first sign-in. */
export const newStaffAccountResponseSchema = z.object({ account: staffAccountSchema, oneTimePassword: z.string() });
export type NewStaffAccountResponse = z.infer<typeof newStaffAccountResponseSchema>;
