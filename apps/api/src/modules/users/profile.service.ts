import { Inject, Injectable } from '@nestjs/common';
import { choosesDesignProduction, normalizeCustomizer, updateProfileInput, userIdInput } from '@pod/shared';
import { DB, type Db } from '../../platform/db/database';
import { BadField, Forbidden, NotFound } from '../../platform/common/errors';
import { parseInput } from '../../platform/common/validation';
import type { AuthContext } from '../../platform/auth/auth-context';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { SessionsService } from '../../platform/auth/sessions.service';
import { UserEventsService } from '../../platform/realtime/user-events.service';
import { UsersRepository, type UserRow } from './users.repository';

@Injectable()
export class ProfileService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly events: UserEventsService,
  ) {}

  /** The caller edits their own profile; a new password needs the current one and ends their other sessions. */
  async updateProfile(auth: AuthContext, raw: unknown): Promise<UserRow> {
    const input = parseInput(updateProfileInput, raw);
    const current = await this.users.findById(auth.user.id);
    if (!current) throw NotFound('User');
    const values: Partial<UserRow> = {};
    if (input.name != null) values.name = input.name;
    for (const [key, column] of [
      ['h', 'h'],
      ['phone_number', 'phoneNumber'],
      ['sale_plan', 'salePlan'],
      ['facebook', 'facebook'],
      ['skype', 'skype'],
    ] as const) {
      if (input[key] !== undefined) values[column] = input[key];
    }
    if (input.customizer) values.customizer = normalizeCustomizer({ ...current.customizer, ...input.customizer });
    const passwordChanged = !!input.new_password;
    if (input.new_password) {
      if (!input.password || !(await verifyPassword(current.passwordHash, input.password)))
        throw BadField('password', 'password_wrong', 'Current password is incorrect.');
      values.passwordHash = await hashPassword(input.new_password);
    }
    if (Object.keys(values).length === 0) return current;
    const updated = await this.db.transaction(async (tx) => {
      const row = await this.users.update(auth.user.id, values, tx);
      if (passwordChanged) await this.sessions.revokeAllForUser(auth.user.id, auth.sessionId, tx);
      await this.events.publishIfChanged(current, row!, tx);
      return row!;
    });
    return updated;
  }

  /** The 'Hide design in production' switch: the caller's own flag, or anyone's with users:update. */
  async toggleDesignProduction(auth: AuthContext, userId: string, isHide: boolean, canManageUsers: boolean): Promise<UserRow> {
    const { _id } = parseInput(userIdInput, { _id: userId });
    if (!canManageUsers && (_id !== auth.user.id || !choosesDesignProduction(auth.user))) throw Forbidden();
    const updated = await this.users.update(_id, { hideProduction: isHide, disableDesignProduction: isHide });
    if (!updated) throw NotFound('User');
    return updated;
  }
}
