import { Injectable } from '@nestjs/common';
import type { ExportListDefinition } from './export-list';

/**
 * The exportable lists, by name. Each module registers its lists once at start-up (from its
 * `*.transfer.ts` provider); a second list with the same name stops the start.
 */
@Injectable()
export class ExportRegistry {
  private readonly lists = new Map<string, ExportListDefinition>();

  register(list: ExportListDefinition): void {
    if (this.lists.has(list.name)) throw new Error(`Export list "${list.name}" is registered twice`);
    this.lists.set(list.name, list);
  }

  get(name: string): ExportListDefinition | undefined {
    return this.lists.get(name);
  }

  names(): string[] {
    return [...this.lists.keys()].sort();
  }
}
