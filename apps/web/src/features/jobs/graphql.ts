import { graphql } from '../../gql';

export const JOB_ROW = graphql(`
  fragment JobRow on Job {
    _id
    name
    subject
    status
    progress
    error_text {
      code
      params
    }
    result
    created_at
    updated_at
  }
`);

export const MY_JOBS = graphql(`
  query MyJobs($status: String, $page: Int) {
    jobs(status: $status, page: $page) {
      ...JobRow
    }
  }
`);

export const JOB_COUNTERS = graphql(`
  query JobCounters {
    jobCounters {
      all
      queued
      running
      completed
      failed
    }
  }
`);
