import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { ACCESS_KEY, type AccessRule } from './access';

const RESOLVER_TYPE = 'graphql:resolver_type';
const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);
const ROUTE_PATH = 'path';

export interface DeclaredOperation {
  kind: 'Query' | 'Mutation' | 'Subscription' | 'REST';
  name: string;
  rules: AccessRule[] | undefined;
}

/** Every GraphQL root field and REST handler with its access rules, read from the decorators. */
export function declaredOperations(discovery: DiscoveryService, scanner: MetadataScanner): DeclaredOperation[] {
  const out: DeclaredOperation[] = [];
  const wrappers = [...discovery.getProviders(), ...discovery.getControllers()];
  for (const wrapper of wrappers) {
    const type = wrapper.metatype as (new (...a: unknown[]) => unknown) | undefined;
    if (!type?.prototype) continue;
    const isController = Reflect.hasMetadata(ROUTE_PATH, type);
    const classRules = Reflect.getMetadata(ACCESS_KEY, type) as AccessRule[] | undefined;
    for (const methodName of scanner.getAllMethodNames(type.prototype)) {
      const method = type.prototype[methodName];
      const rootType = Reflect.getMetadata(RESOLVER_TYPE, method) as string | undefined;
      const rules = (Reflect.getMetadata(ACCESS_KEY, method) as AccessRule[] | undefined) ?? classRules;
      if (rootType && ROOT_TYPES.has(rootType)) {
        out.push({ kind: rootType as DeclaredOperation['kind'], name: (Reflect.getMetadata('graphql:resolver_name', method) as string) || methodName, rules });
      } else if (isController && Reflect.hasMetadata(ROUTE_PATH, method)) {
        out.push({ kind: 'REST', name: `${type.name}.${methodName}`, rules });
      }
    }
  }
  return out;
}

/** Deny by default, checked at start-up: an operation without @Access stops the boot. */
@Injectable()
export class AccessAudit implements OnApplicationBootstrap {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
  ) {}

  onApplicationBootstrap() {
    const missing = declaredOperations(this.discovery, this.scanner).filter((op) => !op.rules?.length);
    if (missing.length) throw new Error(`Operations without an @Access declaration: ${missing.map((m) => `${m.kind} ${m.name}`).join(', ')}`);
  }
}
