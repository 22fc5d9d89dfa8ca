/**
 * Whether a new capture shows what the committed picture shows. Captures of the same
 * console build and fixtures can still differ in a few anti-aliased pixels (before the
 * raster flags of capture.ts, tag borders came out one or two levels apart in 0–130
 * pixels of a million, run to run; another Chromium build moves edges likewise). A picture
 * within that is kept byte for byte, so a recapture changes only the pictures whose screens
 * changed: a changed label, colour or layout moves many pixels, or some by far more.
 */
import sharp from 'sharp';

/** Largest difference of a channel (0–255) still read as the same picture. */
export const MAX_CHANNEL_DIFFERENCE = 16;
/** Largest share of pixels that may differ at all. */
export const MAX_CHANGED_SHARE = 0.001;

export interface PictureDifference {
  /** Whether the two have the same width and height. */
  sameSize: boolean;
  /** Pixels with any channel different. */
  changed: number;
  /** Largest difference of one channel, 0–255. */
  max: number;
  pixels: number;
}

interface Raw {
  data: Buffer;
  width: number;
  height: number;
}

async function decode(image: Buffer): Promise<Raw> {
  const { data, info } = await sharp(image)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Pixel difference of two RGBA images of any format sharp reads. */
export async function pictureDifference(a: Buffer, b: Buffer): Promise<PictureDifference> {
  const [left, right] = await Promise.all([decode(a), decode(b)]);
  const pixels = left.width * left.height;
  if (left.width !== right.width || left.height !== right.height) {
    return { sameSize: false, changed: pixels, max: 255, pixels };
  }
  let changed = 0;
  let max = 0;
  for (let offset = 0; offset < left.data.length; offset += 4) {
    let pixel = 0;
    for (let channel = 0; channel < 4; channel += 1) {
      pixel = Math.max(pixel, Math.abs(left.data[offset + channel] - right.data[offset + channel]));
    }
    if (pixel > 0) {
      changed += 1;
      max = Math.max(max, pixel);
    }
  }
  return { sameSize: true, changed, max, pixels };
}

export function looksSame(difference: PictureDifference): boolean {
  return (
    difference.sameSize &&
    difference.max <= MAX_CHANNEL_DIFFERENCE &&
    difference.changed <= difference.pixels * MAX_CHANGED_SHARE
  );
}
