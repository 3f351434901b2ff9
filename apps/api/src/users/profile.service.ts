import { Inject, Injectable } from '@nestjs/common';
import { isSeller, normalizeCustomizer, TEXT_LIMITS } from '@pod/shared';
import { DB, type Db } from '../db/database';
import type { UserRow } from '../db/schema';
import { FieldErrors, Forbidden, NotFound } from '../common/errors';
import type { AuthContext } from '../auth/auth-context';
import { hashPassword, passwordProblem, verifyPassword } from '../auth/passwords';
import { SessionsRepository } from '../auth/sessions.repository';
import { UserEventsService } from '../realtime/user-events.service';
import { UsersRepository } from './users.repository';
import { optionalText } from './user-input';

export interface UpdateProfileInput {
  name?: string | null;
  password?: string | null;
  new_password?: string | null;
  h?: string | null;
  phone_number?: string | null;
  sale_plan?: string | null;
  facebook?: string | null;
  skype?: string | null;
  customizer?: unknown;
}

@Injectable()
export class ProfileService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly events: UserEventsService,
  ) {}

  /** The caller edits their own profile; a new password needs the current one and ends their other sessions. */
  async updateProfile(auth: AuthContext, input: UpdateProfileInput): Promise<UserRow> {
    const current = await this.users.findById(auth.user.id);
    if (!current) throw NotFound('User');
    const errs = new FieldErrors();
    const values: Partial<UserRow> = {};
    if (input.name !== undefined && input.name !== null) {
      const name = input.name.trim();
      if (!name) errs.add('name', 'required', 'Please enter your name.');
      else if (name.length > TEXT_LIMITS.name) errs.add('name', 'too_long', `Name must be at most ${TEXT_LIMITS.name} characters.`);
      else values.name = name;
    }
    for (const [key, column] of [
      ['h', 'h'],
      ['phone_number', 'phoneNumber'],
      ['sale_plan', 'salePlan'],
      ['facebook', 'facebook'],
      ['skype', 'skype'],
    ] as const) {
      const result = optionalText(input[key], TEXT_LIMITS.short);
      if (result.error) errs.add(key, result.reason!, result.error);
      else if (result.value !== undefined) values[column] = result.value;
    }
    if (input.phone_number && !/^[+\d][\d\s().-]{3,30}$/.test(input.phone_number.trim()))
      errs.add('phone_number', 'phone_invalid', 'Please enter a valid phone number.');
    if (input.customizer !== undefined && input.customizer !== null) {
      if (typeof input.customizer !== 'object' || Array.isArray(input.customizer)) errs.add('customizer', 'invalid', 'Customizer must be an object.');
      else values.customizer = normalizeCustomizer({ ...current.customizer, ...(input.customizer as Record<string, unknown>) });
    }
    let passwordChanged = false;
    if (input.new_password) {
      if (!input.password || !(await verifyPassword(current.passwordHash, input.password)))
        errs.add('password', 'password_wrong', 'Current password is incorrect.');
      const weak = passwordProblem(input.new_password);
      if (weak) errs.add('new_password', 'password_weak', weak);
      if (!errs.has('password') && !weak) {
        values.passwordHash = await hashPassword(input.new_password);
        passwordChanged = true;
      }
    }
    errs.throwIfAny();
    if (Object.keys(values).length === 0) return current;
    const updated = await this.db.transaction(async (tx) => {
      const row = await this.users.update(auth.user.id, values, tx);
      if (passwordChanged) await this.sessions.revokeAllForUser(auth.user.id, auth.sessionId, tx);
      return row!;
    });
    await this.events.publishIfChanged(current, updated);
    return updated;
  }

  /** The 'Hide design in production' switch: the caller's own flag, or anyone's with users:update. */
  async toggleDesignProduction(auth: AuthContext, userId: string, isHide: boolean, canManageUsers: boolean): Promise<UserRow> {
    if (!canManageUsers && (userId !== auth.user.id || isSeller(auth.user))) throw Forbidden();
    const updated = await this.users.update(userId, { hideProduction: isHide, disableDesignProduction: isHide });
    if (!updated) throw NotFound('User');
    return updated;
  }
}
