export const FILE_FIELDS = `
  _id type status url path mask sku filename name size width height mimetype created_at updated_at
  tags { _id name }
  created_by { _id email name role }
  image_sizes { name url width height mask }
`;

export const FILES = `query Files($type: String, $name: String, $tags: [String!], $size: String, $start: String, $end: String) {
  files(type: $type, name: $name, tags: $tags, size: $size, start: $start, end: $end) { ${FILE_FIELDS} }
}`;

export const FILE = `query File($_id: ID!) { file(_id: $_id) { ${FILE_FIELDS} } }`;

export const FILE_TAGS = `query FileTags($name: String) { fileTags(name: $name) { _id name } }`;

export const SAVE_FILE = `mutation SaveFile($_id: ID!, $tags: [String!]!) { saveFile(_id: $_id, tags: $tags) { ${FILE_FIELDS} } }`;

export const REMOVE_FILE = `mutation RemoveFile($_id: ID!) { removeFile(_id: $_id) }`;

export const SIGNED_UPLOAD = `mutation SignedUpload($type: String!, $filename: String!, $mimetype: String!, $size: Int!) {
  signedUpload(type: $type, filename: $filename, mimetype: $mimetype, size: $size) { _id url }
}`;

export const UPDATE_PRESIGNED = `mutation UpdatePreSignedFile($_id: ID!) { updatePreSignedFile(_id: $_id) { _id url image_sizes { name url width height mask } job_id } }`;

export interface FileTag {
  _id: string;
  name: string;
}
export interface ImageSize {
  name: string;
  url: string;
  width: number;
  height: number;
  mask?: string | null;
}
export interface FileItem {
  _id: string;
  type: string;
  status: string;
  url: string;
  path: string;
  mask?: string | null;
  sku?: string | null;
  filename: string;
  name: string;
  size: number;
  width?: number | null;
  height?: number | null;
  mimetype: string;
  created_at: string;
  updated_at: string;
  tags: FileTag[];
  created_by?: { _id: string; email: string; name: string; role: string } | null;
  image_sizes: ImageSize[];
}
