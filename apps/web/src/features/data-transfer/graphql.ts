import { graphql } from '../../gql';

/** What the export and import screens read of a job: progress, and the result once done. */
export const JOB_STATE = graphql(`
  fragment JobState on Job {
    _id
    status
    progress
    error_text {
      code
      params
    }
    result
  }
`);

export const JOB = graphql(`
  query TransferJob($id: ID!) {
    job(_id: $id) {
      ...JobState
    }
  }
`);

export const JOB_PROGRESS = graphql(`
  subscription TransferJobProgress($id: ID!) {
    jobProgress(_id: $id) {
      ...JobState
    }
  }
`);

export const EXPORT_LIST = graphql(`
  mutation ExportList($list: String!, $format: String!, $filters: JSON) {
    exportList(list: $list, format: $format, filters: $filters) {
      ...JobState
    }
  }
`);

export const IMPORT_UPLOAD = graphql(`
  mutation ImportUpload($kind: String!, $filename: String!, $mimetype: String!, $size: Int!) {
    importUpload(kind: $kind, filename: $filename, mimetype: $mimetype, size: $size) {
      _id
      url
    }
  }
`);

export const IMPORT_PREVIEW = graphql(`
  mutation ImportPreview($kind: String!, $fileId: ID!) {
    importPreview(kind: $kind, file_id: $fileId) {
      file_id
      filename
      columns
      total
      valid
      refused
      rows {
        line
        values
        issues {
          field
          reason
        }
      }
    }
  }
`);

export const IMPORT_CONFIRM = graphql(`
  mutation ImportConfirm($kind: String!, $fileId: ID!, $policy: String!) {
    importConfirm(kind: $kind, file_id: $fileId, policy: $policy) {
      ...JobState
    }
  }
`);
