import { ConflictField, NotFoundFields } from '../../platform/common/errors';

/** Two rule sets of one marketplace share a name. */
export const NameTaken = () => ConflictField('name', 'name_taken', 'This marketplace already has a rule set of this name.');

/** No such version of the rule set. */
export const NoSuchVersion = () => NotFoundFields(['version'], 'Version', 'This rule set has no such version.');
