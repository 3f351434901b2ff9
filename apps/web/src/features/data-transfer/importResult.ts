import type { JobStateFragment } from '../../gql/graphql';
import type { RowIssue } from './components/RowIssues';

export interface RefusedRow {
  line: number;
  values: Record<string, string>;
  issues: RowIssue[];
}

export interface ImportOutcome {
  policy: string;
  columns: string[];
  total: number;
  created: number;
  undone: number;
  refused: RefusedRow[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The import job's result as the wizard shows it; null until the job has completed with one. */
export function importOutcomeOf(job: JobStateFragment | null): ImportOutcome | null {
  const r = job?.status === 'completed' ? job.result : null;
  if (!isRecord(r) || !Array.isArray(r.refused)) return null;
  const num = (v: unknown) => (typeof v === 'number' ? v : 0);
  return {
    policy: String(r.policy ?? ''),
    columns: Array.isArray(r.columns) ? r.columns.map(String) : [],
    total: num(r.total),
    created: num(r.created),
    undone: num(r.undone),
    refused: r.refused.filter(isRecord).map((row) => ({
      line: num(row.line),
      values: isRecord(row.values) ? (row.values as Record<string, string>) : {},
      issues: Array.isArray(row.issues) ? row.issues.filter(isRecord).map((i) => ({ field: String(i.field), reason: String(i.reason) })) : [],
    })),
  };
}
