import { useEffect, useState } from 'react';

/** A font file of the font manager as the browser knows it: one family name per font and variant. */
export const fontFaceFamily = (fontId: string, variant: string) => `pod-${fontId}-${variant}`;

const faces = new Map<string, Promise<void>>();

/** Loads a font file through the FontFace API once; text is drawn only after it is in. */
export function loadFontFace(family: string, url: string): Promise<void> {
  let p = faces.get(family);
  if (!p) {
    p = new FontFace(family, `url(${JSON.stringify(url)})`).load().then((face) => {
      document.fonts.add(face);
    });
    p.catch(() => faces.delete(family));
    faces.set(family, p);
  }
  return p;
}

const images = new Map<string, Promise<HTMLImageElement>>();

/** An image for the canvas (CORS-clean, so the stage can be exported). */
export function loadImage(url: string): Promise<HTMLImageElement> {
  let p = images.get(url);
  if (!p) {
    p = new Promise<HTMLImageElement>((resolve, reject) => {
      const img = new window.Image();
      img.crossOrigin = 'anonymous';
      img.onload = () => resolve(img);
      img.onerror = () => reject(new Error(`Could not load ${url}`));
      img.src = url;
    });
    p.catch(() => images.delete(url));
    images.set(url, p);
  }
  return p;
}

/** What has loaded so far, by key: re-renders as each one arrives. */
export function useLoaded<T>(wanted: ReadonlyArray<readonly [string, () => Promise<T>]>): ReadonlyMap<string, T> {
  const [loaded, setLoaded] = useState<ReadonlyMap<string, T>>(new Map());
  const key = wanted.map(([k]) => k).join('\n');
  useEffect(() => {
    let live = true;
    for (const [k, load] of wanted) {
      if (loaded.has(k)) continue;
      load().then(
        (value) => live && setLoaded((m) => new Map(m).set(k, value)),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
    // `key` names what is wanted: a new list with the same keys loads nothing again.
  }, [key]);
  return loaded;
}
