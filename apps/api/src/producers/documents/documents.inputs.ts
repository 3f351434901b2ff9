import { ArgsType, Field } from '@nestjs/graphql';
import { FieldErrors } from '../../platform/common/errors';
import { SYMBOLOGIES, type Symbology } from './barcodes';
import type { SheetCode } from './layouts';

/** One request prints at most this many codes (10 sheets of 24). */
export const MAX_SHEET_CODES = 240;
const MAX_CODE_LENGTH = 80;
const MAX_CAPTION_LENGTH = 60;

@ArgsType()
export class BarcodeSheetArgs {
  /** The values to encode, one barcode each, in order. */
  @Field(() => [String]) codes: string[];
  /** A caption under each code (same order; missing ones print none). */
  @Field(() => [String], { nullable: true }) captions?: string[];
  /** code128 (default), ean13, qrcode or datamatrix. */
  @Field({ nullable: true }) symbology?: string;
}

/** Checks a barcode sheet request; refused fields say why (bwip-js still refuses data a symbology cannot hold). */
export function parseBarcodeSheet(args: BarcodeSheetArgs): { codes: SheetCode[]; symbology: Symbology } {
  const errs = new FieldErrors();
  const codes = (args.codes ?? []).map((c) => c.trim());
  if (codes.length === 0) errs.add('codes', 'required', 'Give at least one code.');
  else if (codes.length > MAX_SHEET_CODES) errs.add('codes', 'too_many', `At most ${MAX_SHEET_CODES} codes at once.`);
  else if (codes.some((c) => !c)) errs.add('codes', 'required', 'Codes cannot be empty.');
  else if (codes.some((c) => c.length > MAX_CODE_LENGTH)) errs.add('codes', 'too_long', `A code may be at most ${MAX_CODE_LENGTH} characters.`);
  const captions = args.captions ?? [];
  if (captions.length > codes.length) errs.add('captions', 'too_many', 'There are more captions than codes.');
  else if (captions.some((c) => c.length > MAX_CAPTION_LENGTH)) errs.add('captions', 'too_long', `A caption may be at most ${MAX_CAPTION_LENGTH} characters.`);
  const symbology = (args.symbology ?? 'code128') as Symbology;
  if (!SYMBOLOGIES.includes(symbology)) errs.add('symbology', 'unknown_value', `Unknown symbology. Use one of: ${SYMBOLOGIES.join(', ')}.`);
  errs.throwIfAny();
  return { codes: codes.map((code, i) => ({ code, caption: captions[i]?.trim() || undefined })), symbology };
}
