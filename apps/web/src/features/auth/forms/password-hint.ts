import { passwordRules } from '@urosim/contracts';

/** The password rules as the forms show them (quality.md: 8 to 128 characters, common ones refused). */
export const PASSWORD_HINT = `Use ${passwordRules.minLength} to ${passwordRules.maxLength} characters. A long phrase is easiest to remember; common passwords are refused.`;
