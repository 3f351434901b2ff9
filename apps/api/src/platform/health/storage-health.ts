/** Filled by the storage module; until it exists the data directory is checked for writability. */
export const STORAGE_HEALTH = Symbol('STORAGE_HEALTH');
export interface StorageHealth {
  check(): Promise<void>;
}
