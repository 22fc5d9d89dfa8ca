/**
 * Whether a new capture shows what the committed picture shows. Captures of the same
 * console build and fixtures can still differ in a few anti-aliased pixels (before the
 * raster flags of capture.ts, tag borders came out one or two levels apart in 0–130
 * pixels of a million, run to run; another Chromium build moves edges likewise). A picture
 * within that is kept byte for byte, so a recapture changes only the pictures whose screens
 * changed: a changed label, colour or layout moves many pixels, or some by far more.
 * A lossy picture is judged against the raw capture instead (`keepsCommitted`): its
 * encoding spreads those few pixels over every edge.
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

/** Side of the square blocks a lossy picture is compared in (a VP8 macroblock). */
export const BLOCK = 16;
/**
 * How much worse (mean channel levels, 0–255) the committed lossy picture may render a block
 * of the new capture than the capture's own encoding does. Measured on the login screen:
 * anti-aliasing of 99 pixels between two runs, 0.54; a 3 % brightness drift, 7.4; a patch
 * moved by 10 pixels, 20.8.
 */
export const MAX_BLOCK_EXCESS = 2;

/** Whether a WebP file holds a lossy (VP8) bitstream rather than a lossless (VP8L) one. */
export function isLossyWebp(file: Buffer): boolean {
  if (file.toString('latin1', 0, 4) !== 'RIFF' || file.toString('latin1', 8, 12) !== 'WEBP') {
    return false;
  }
  for (let offset = 12; offset + 8 <= file.length;) {
    const fourcc = file.toString('latin1', offset, offset + 4);
    if (fourcc === 'VP8 ') return true;
    if (fourcc === 'VP8L') return false;
    const size = file.readUInt32LE(offset + 4);
    offset += 8 + size + (size % 2);
  }
  return false;
}

/**
 * Whether the committed lossy picture shows the new capture (`raw`, its PNG) about as
 * faithfully as the capture's own encoding (`encoded`) does, in every block. Two lossy
 * encodings of captures a few anti-aliased pixels apart differ along every edge, far more
 * than the captures do; measured against the raw capture, the committed file is as good
 * as the new one, and a changed screen shows as blocks the committed file renders badly.
 */
export async function encodesAsWell(
  committed: Buffer,
  raw: Buffer,
  encoded: Buffer,
): Promise<boolean> {
  const [old, truth, fresh] = await Promise.all([decode(committed), decode(raw), decode(encoded)]);
  const { width, height } = truth;
  if (old.width !== width || old.height !== height) return false;
  for (let top = 0; top < height; top += BLOCK) {
    for (let left = 0; left < width; left += BLOCK) {
      let oldError = 0;
      let freshError = 0;
      let samples = 0;
      for (let y = top; y < Math.min(height, top + BLOCK); y += 1) {
        for (let x = left; x < Math.min(width, left + BLOCK); x += 1) {
          const offset = (y * width + x) * 4;
          // Colour only: a screenshot is opaque.
          for (let channel = 0; channel < 3; channel += 1) {
            const value = truth.data[offset + channel];
            oldError += Math.abs(value - old.data[offset + channel]);
            freshError += Math.abs(value - fresh.data[offset + channel]);
          }
          samples += 3;
        }
      }
      if ((oldError - freshError) / samples > MAX_BLOCK_EXCESS) return false;
    }
  }
  return true;
}

/**
 * Whether a recapture keeps the committed picture: a lossless one when the pixels look the
 * same, a lossy one when it encodes the new capture as well as the new encoding does.
 */
export async function keepsCommitted(
  committed: Buffer,
  capture: { png: Buffer; webp: Buffer },
): Promise<boolean> {
  if (isLossyWebp(committed)) return encodesAsWell(committed, capture.png, capture.webp);
  return looksSame(await pictureDifference(committed, capture.webp));
}
