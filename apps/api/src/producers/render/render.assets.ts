import { Inject, Injectable } from '@nestjs/common';
import { isVisible, settingsOf, type EditorFileRef, type EditorLayer, type EditorSide } from '@pod/shared';
import type { Caller } from '../../platform/auth/ownership';
import { BadField, DomainError, NotFoundFields } from '../../platform/common/errors';
import { isId } from '../../platform/common/ids';
import { STORAGE, type StorageDriver, type UrlContext } from '../../platform/storage/storage.driver';
import { RenderSources } from './render-sources';
import type { RenderAssetKeys } from './render.types';

/**
 * The font file a text layer is drawn with: `font_variant` when the editor names one (regular,
 * 700italic…), else from konva's `fontStyle` ("bold", "italic", "italic bold", "300"…).
 */
export function fontVariant(settings: Record<string, unknown>): string {
  if (typeof settings.font_variant === 'string' && settings.font_variant) return settings.font_variant;
  const style = typeof settings.fontStyle === 'string' ? settings.fontStyle.toLowerCase() : '';
  const weight = /\b([1-9]00)\b/.exec(style)?.[1] ?? (style.includes('bold') ? '700' : '400');
  const italic = style.includes('italic');
  if (weight === '400') return italic ? 'italic' : 'regular';
  return `${weight}${italic ? 'italic' : ''}`;
}

/**
 * Turns what a side's image and layers point at into storage keys, refusing anything that is not
 * ours and the caller's to use (the files module's `getFor`, through RenderSources: their own, a
 * shared one, any for staff): a file of the library by id, or one of our own storage URLs naming a
 * ready file's object (never fetched, never a path from the client); fonts from the fonts module's
 * stored files, the layer's own family and variant or nothing (no substitute).
 */
@Injectable()
export class RenderAssets {
  constructor(
    @Inject(STORAGE) private readonly storage: StorageDriver,
    private readonly sources: RenderSources,
  ) {}

  async resolve(side: EditorSide, field: string, ctx: UrlContext, options: { image: boolean; caller: Caller }): Promise<RenderAssetKeys> {
    const keys: RenderAssetKeys = { image: null, files: {}, fonts: {} };
    const fileKey = (ref: EditorFileRef, at: string) => this.fileKey(ref, at, ctx, options.caller);
    if (options.image) keys.image = await fileKey(side.image, `${field}.image`);
    for (const [i, layer] of side.layers.entries()) {
      const s = settingsOf(layer.settings);
      if (!isVisible(s)) continue;
      const at = `${field}.layers.${i}`;
      if (layer.type === 'image') keys.files[layer.id] = await fileKey((s.file ?? {}) as EditorFileRef, `${at}.file`);
      else if (layer.type === 'text') keys.fonts[layer.id] = await this.fontKey(layer, s, `${at}.font_id`, ctx);
    }
    return keys;
  }

  private async fileKey(ref: EditorFileRef, field: string, ctx: UrlContext, caller: Caller): Promise<string> {
    const notOurs = () => BadField(field, 'url', 'Not a file of ours.', 'Only files stored by this application can be drawn.');
    if (ref._id) return this.readyFile(ref._id, field, ctx, caller).then((f) => f.path);
    if (!ref.url) throw BadField(field, 'required', 'Choose a file.', 'An image needs a file of the library.');
    let url: URL;
    try {
      url = new URL(ref.url);
    } catch {
      throw notOurs();
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) throw notOurs();
    const key = this.storage.keyOfUrl(url, ctx);
    const id = key ? this.sources.files.idOfKey(key) : undefined;
    if (!key || !id) throw notOurs();
    await this.readyFile(id, field, ctx, caller);
    if (!(await this.storage.head(key))) throw notOurs();
    return key;
  }

  /** Another seller's file answers as a missing one: NOT_FOUND naming the field. */
  private async readyFile(id: string, field: string, ctx: UrlContext, caller: Caller) {
    const missing = () => NotFoundFields([field], 'File', 'No such file.');
    if (!isId(id)) throw missing();
    try {
      const file = await this.sources.files.getFor(caller, id, ctx);
      if (file.status !== 'ready') throw missing();
      return file;
    } catch (e) {
      if (e instanceof DomainError && e.code === 'NOT_FOUND') throw missing();
      throw e;
    }
  }

  private async fontKey(layer: EditorLayer, settings: Record<string, unknown>, field: string, ctx: UrlContext): Promise<string> {
    const id = settings.font_id;
    if (typeof id !== 'string' || !isId(id)) throw BadField(field, 'required', 'Choose a font.', `Text layer "${layer.name || layer.id}" needs a font.`);
    const font = await this.sources.fonts.get(id, ctx);
    const variant = fontVariant(settings);
    const file = font?.files.find((f) => f.variant === variant);
    if (!font) throw BadField(field, 'not_exist', 'No such font.', 'The font does not exist (any more).');
    if (!file) throw BadField(field, 'not_exist', 'No such style.', `${font.family} has no ${variant} style.`);
    const key = this.storage.keyOfUrl(new URL(file.url), ctx);
    if (!key) throw new Error(`Font file URL of ${font.family} is not one of ours.`);
    return key;
  }
}
