/** A parcel's weight and box size as stored: presets, their variants and listings all carry one. */
export interface ParcelColumns {
  weight: number | null;
  packageWidth: number | null;
  packageHeight: number | null;
  packageLength: number | null;
}

interface ParcelInput {
  weight?: number | null;
  package_width?: number | null;
  package_height?: number | null;
  package_length?: number | null;
}

/** A form's parcel fields as columns: a field left empty clears its column. */
export function parcelColumns(v: ParcelInput): ParcelColumns {
  return {
    weight: v.weight ?? null,
    packageWidth: v.package_width ?? null,
    packageHeight: v.package_height ?? null,
    packageLength: v.package_length ?? null,
  };
}

/** The stored parcel as the API's fields. */
export function parcelFields(r: ParcelColumns): Required<ParcelInput> {
  return { weight: r.weight, package_width: r.packageWidth, package_height: r.packageHeight, package_length: r.packageLength };
}
