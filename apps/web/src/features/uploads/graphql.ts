import { graphql } from '../../gql';

/** An image's resized copies, as the upload answers them and as the file and clipart libraries list them. */
export const IMAGE_SIZE_FIELDS = graphql(`
  fragment ImageSizeFields on ImageSize {
    name
    url
    width
    height
    mask
  }
`);

export const SIGNED_UPLOAD = graphql(`
  mutation SignedUpload($type: String!, $filename: String!, $mimetype: String!, $size: Int!) {
    signedUpload(type: $type, filename: $filename, mimetype: $mimetype, size: $size) {
      _id
      url
    }
  }
`);

export const UPDATE_PRESIGNED = graphql(`
  mutation UpdatePreSignedFile($_id: ID!) {
    updatePreSignedFile(_id: $_id) {
      _id
      url
      image_sizes {
        ...ImageSizeFields
      }
      job_id
    }
  }
`);

/** The tags given with an upload (the file library's own tag editing saves the whole file). */
export const TAG_UPLOADED_FILE = graphql(`
  mutation TagUploadedFile($_id: ID!, $tags: [String!]!) {
    saveFile(_id: $_id, tags: $tags) {
      _id
      tags {
        _id
        name
      }
    }
  }
`);
