import type { ReactNode } from 'react';
import { featureI18n } from '../../lib/featureI18n';

/** Translations of the jobs screen (namespace jobs). */
export const jobsI18n = featureI18n('jobs', import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'));
export const useJobsT = jobsI18n.useT;

/** Every signed-in user may list their own jobs: the screen waits only for its translations. */
export function JobsScreen({ children }: { children: ReactNode }) {
  return <jobsI18n.Ready>{children}</jobsI18n.Ready>;
}
