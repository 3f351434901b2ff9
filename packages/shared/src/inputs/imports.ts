import { USER_STATUSES } from '../enums';
import { TEXT_LIMITS } from '../limits';
import { ROLES } from '../roles';
import * as rule from './rules';
import { because, z } from './rules';

/** How an import treats refused rows: write nothing at all, or write the good rows and list the rest. */
export const IMPORT_POLICIES = ['all_or_nothing', 'skip_failed'] as const;
export type ImportPolicy = (typeof IMPORT_POLICIES)[number];

/** Columns of a users import file (header row; other columns are ignored, so an export imports back). */
export const USER_IMPORT_COLUMNS = ['email', 'name', 'role', 'status', 'groups'] as const;
export const USER_IMPORT_REQUIRED = ['email', 'name', 'role'] as const;

/** "sale; fulfiller" -> ['sale', 'fulfiller'] (a cell holds the list, separated by ; or ,). */
const roleList = () =>
  z
    .string()
    .transform((v) => [
      ...new Set(
        v
          .split(/[;,]/)
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .refine((list) => list.length <= ROLES.length, because('too_many', `At most ${ROLES.length} groups.`))
    .refine((list) => list.every((g) => rule.isOneOf(ROLES, g)), because('unknown_value', `Groups must be roles: ${ROLES.join(', ')}.`));

/**
 * One row of a users import. Blank cells arrive as absent. Imported accounts get a random password
 * nobody knows and Pending status unless the file says otherwise: an admin then sets a password
 * (there is no invitation mail), so no shared password ever travels in a spreadsheet.
 */
export const userImportRow = z.object({
  email: rule.email(),
  name: rule.requiredText(TEXT_LIMITS.name, 'Please enter the name.', 'Name'),
  role: rule.oneOf(ROLES, 'role'),
  status: rule.oneOf(USER_STATUSES, 'status').default('Pending'),
  groups: roleList().optional(),
});
export type UserImportRow = z.output<typeof userImportRow>;
