import { SetMetadata } from '@nestjs/common';
import type { Action, ModuleKey, RoleRule } from '@pod/shared';

/**
 * Who may call an operation. Every resolver and REST handler declares one or more rules;
 * any passing rule admits the caller. Nothing declared means nobody (deny by default).
 */
export type AccessRule = { public: true } | { authenticated: true } | { roles: RoleRule } | { permission: [module: ModuleKey, action: Action] };

export const ACCESS_KEY = 'pod:access';

export const Access = (...rules: AccessRule[]) => SetMetadata(ACCESS_KEY, rules);

export const Public = (): AccessRule => ({ public: true });
export const SignedIn = (): AccessRule => ({ authenticated: true });
export const Roles = (...roles: string[]): AccessRule => ({ roles });
export const Can = (module: ModuleKey, action: Action): AccessRule => ({ permission: [module, action] });
