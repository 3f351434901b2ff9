export const CLIPARTS = `query Cliparts($name: String, $tags: [String!]) {
  cliparts(name: $name, tags: $tags) { _id name tags { _id name } file { _id url width height mimetype image_sizes { name url width height } } }
}`;

export const SAVE_CLIPART = `mutation SaveClipart($_id: ID!, $name: String!, $tags: [String!]!) {
  saveClipart(_id: $_id, name: $name, tags: $tags) { _id name tags { _id name } }
}`;

export interface Clipart {
  _id: string;
  name: string;
  tags: Array<{ _id: string; name: string }>;
  file: {
    _id: string;
    url: string;
    width?: number | null;
    height?: number | null;
    mimetype: string;
    image_sizes: Array<{ name: string; url: string; width: number; height: number }>;
  };
}
