import { Injectable } from '@nestjs/common';
import type { ImportKind } from './import-kind';

/** The import kinds, by name; each module registers its own once at start-up. */
@Injectable()
export class ImportRegistry {
  private readonly kinds = new Map<string, ImportKind>();

  register(kind: ImportKind): void {
    if (this.kinds.has(kind.name)) throw new Error(`Import kind "${kind.name}" is registered twice`);
    this.kinds.set(kind.name, kind);
  }

  get(name: string): ImportKind | undefined {
    return this.kinds.get(name);
  }

  names(): string[] {
    return [...this.kinds.keys()].sort();
  }
}
