import { z } from 'zod';
import type { FieldReason } from '../field-reasons';
import { NOTIFICATION_TYPES } from '../enums';
import { TEXT_LIMITS } from '../limits';
import * as rule from './rules';

export const MAX_NOTIFICATIONS_MARKED = 500;

/** notificationMake: mark 1 to 500 of the caller's notifications as read. */
export const notificationMakeInput = z.object({
  ids: z.array(z.string()).superRefine((ids, ctx) => {
    const issue = (reason: FieldReason, message: string) => ctx.addIssue({ code: 'custom', message, params: { reason }, input: ids });
    if (ids.length === 0 || ids.length > MAX_NOTIFICATIONS_MARKED)
      issue(ids.length ? 'too_many' : 'required', `Give between 1 and ${MAX_NOTIFICATIONS_MARKED} notification ids.`);
    else if (!ids.every((id) => rule.ID_PATTERN.test(id))) issue('invalid_id', 'Invalid notification id.');
  }),
  status: z.literal('Readed', { error: 'Notifications can only be marked as Readed.' }),
});

/** notificationSend: a notification for one user (staff and integrations). */
export const notificationSendInput = z.object({
  user_id: rule.id('user id'),
  type: rule.oneOf(NOTIFICATION_TYPES, 'type'),
  subject: rule.requiredText(TEXT_LIMITS.short, `Subject must be 1 to ${TEXT_LIMITS.short} characters.`, 'Subject'),
  content: rule.text(TEXT_LIMITS.long, 'Content').nullish(),
  referent: rule.text(200, 'Referent').nullish(),
  code: rule.text(100, 'Code').nullish(),
  image: rule.text(2000, 'Image').nullish(),
});
export type NotificationSendInput = z.output<typeof notificationSendInput>;
