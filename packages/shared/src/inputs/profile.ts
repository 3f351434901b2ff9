import { z } from 'zod';
import { customizerInput } from './customizer';
import { TEXT_LIMITS } from '../limits';
import * as rule from './rules';

const optionalText = (label: string) => rule.clearableText(TEXT_LIMITS.short, label);

/**
 * updateProfile: the caller's own record. Absent (or null) fields are left alone; blank free text
 * clears it. A new password needs the current one (checked by the server against the stored hash).
 */
export const updateProfileInput = z.object({
  name: rule.requiredText(TEXT_LIMITS.name, 'Please enter your name.', 'Name').nullish(),
  password: z.string().max(1024).nullish(),
  // Blank means no change (the profile form sends it empty).
  new_password: z.preprocess((v) => (v === '' ? undefined : v), rule.password().nullish()),
  h: optionalText('h'),
  phone_number: rule.clearable(rule.phone()),
  sale_plan: optionalText('sale_plan'),
  facebook: optionalText('facebook'),
  skype: optionalText('skype'),
  customizer: customizerInput.nullish(),
});
export type UpdateProfileInput = z.output<typeof updateProfileInput>;
