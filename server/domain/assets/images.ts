import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Asset, PrismaClient } from '../../generated/prisma/client.js';
import type { Storage } from '../ports/storage.js';

export type AssetKind = 'house_photo' | 'avatar';
export type ImageVariantName = 'thumb' | 'medium' | 'medium2x' | 'small_square' | 'small_square2x';
export interface ImageVariant {
  path: string;
  width: number;
  height: number;
}
export type ImageVariants = Partial<Record<ImageVariantName, ImageVariant>>;

interface VariantSpec {
  name: ImageVariantName;
  width: number;
  /** Set for square crops (avatars); otherwise the height follows the aspect ratio. */
  height?: number;
}

// House photos keep their aspect ratio; 2x variants serve high-density screens.
const VARIANTS: Record<AssetKind, VariantSpec[]> = {
  house_photo: [
    { name: 'thumb', width: 320 },
    { name: 'medium', width: 640 },
    { name: 'medium2x', width: 1280 },
  ],
  avatar: [
    { name: 'small_square', width: 64, height: 64 },
    { name: 'small_square2x', width: 128, height: 128 },
  ],
};

// Variants are WebP: at the same visual quality they are about a third smaller than JPEG (for flat
// illustrations less than half), and every browser the client supports decodes them. Effort 2 encodes
// twice as fast as the default 4 for ~8% more bytes. The original is kept as JPEG (auto-rotated,
// metadata stripped: phone photos carry GPS EXIF) for re-processing and for consumers outside the browser.
const VARIANT_FORMAT = { ext: 'webp', mime: 'image/webp' } as const;
const ORIGINAL_FORMAT = { ext: 'jpg', mime: 'image/jpeg' } as const;
/** Longest side of the stored original: enough for any variant, without keeping 48 MP camera files. */
const ORIGINAL_MAX = 2560;
/**
 * Largest image accepted, in pixels (40 MP): more than any phone takes by default (12-24 MP; 48-50 MP
 * only in opt-in modes) and most cameras (24-33 MP). Decoding one costs up to 160 MB (RGBA), two
 * at a time per upload; a 100 MP bomb of a few kilobytes would cost 400 MB and seconds of CPU.
 */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Raster formats accepted from uploads. SVG is not: it is a document that could reference other files. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/** The upload is not an image we can read. `message` is shown to the user. */
export class NotAnImageError extends Error {
  readonly code = 'not_an_image';
  constructor() {
    super('Dit bestand is geen afbeelding.');
    this.name = 'NotAnImageError';
  }
}

/** The image has more pixels than MAX_INPUT_PIXELS; refused from its header, before decoding. */
export class ImageTooLargeError extends Error {
  readonly code = 'image_too_large';
  constructor() {
    super(
      `De foto is te groot: maximaal ${MAX_INPUT_PIXELS / 1_000_000} megapixel. Verklein hem en probeer het opnieuw.`,
    );
    this.name = 'ImageTooLargeError';
  }
}

export interface CreateImageAssetInput {
  buffer: Buffer;
  kind: AssetKind;
  ownerUserId?: number | null;
  /**
   * Folder inside the storage; default `assets/<kind>/<uuid>`. Deterministic keys let a seed
   * overwrite its own files instead of piling up new ones.
   */
  keyPrefix?: string;
}

type AssetDb = Pick<PrismaClient, 'asset'>;

/** Decodes the upload, stores the original and the size variants of its kind, and creates the Asset row. */
export async function createImageAsset(
  prisma: AssetDb,
  storage: Storage,
  input: CreateImageAssetInput,
): Promise<Asset> {
  const { kind } = input;
  const specs = VARIANTS[kind];
  if (!specs) throw new Error(`Onbekend soort bestand: ${kind}`);

  // The header alone (no pixel is decoded) says the format and the size.
  const meta = await sharp(input.buffer, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new NotAnImageError();
    });
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw new NotAnImageError();
  // Only the first frame of an animation is decoded below: its size is the one that counts.
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new ImageTooLargeError();

  // One decode, auto-rotated, alpha flattened on white (JPEG has none; transparent avatars stay clean).
  const base = sharp(input.buffer, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().flatten({ background: '#ffffff' });
  const prefix = input.keyPrefix ?? `assets/${kind}/${randomUUID()}`;
  const written: string[] = [];

  try {
    const originalKey = `${prefix}/original.${ORIGINAL_FORMAT.ext}`;
    const originalJob = base
      .clone()
      .resize({ width: ORIGINAL_MAX, height: ORIGINAL_MAX, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 86 })
      .toBuffer({ resolveWithObject: true })
      .then(async ({ data, info }) => {
        await storage.put(originalKey, data, ORIGINAL_FORMAT.mime);
        written.push(originalKey);
        return { path: originalKey, width: info.width, height: info.height };
      });

    const variantJobs = specs.map(async (spec) => {
      const key = `${prefix}/${spec.name}.${VARIANT_FORMAT.ext}`;
      const pipeline = base.clone();
      if (spec.height) pipeline.resize({ width: spec.width, height: spec.height, fit: 'cover', position: 'attention' });
      else pipeline.resize({ width: spec.width, withoutEnlargement: true });
      const { data, info } = await pipeline.webp({ quality: 80, effort: 2 }).toBuffer({ resolveWithObject: true });
      await storage.put(key, data, VARIANT_FORMAT.mime);
      written.push(key);
      return [spec.name, { path: key, width: info.width, height: info.height }] as const;
    });

    const [original, ...variants] = await Promise.all([originalJob, ...variantJobs]);
    return await prisma.asset.create({
      data: {
        kind,
        ownerUserId: input.ownerUserId ?? null,
        mimeType: ORIGINAL_FORMAT.mime,
        width: original.width,
        height: original.height,
        path: original.path,
        variants: Object.fromEntries(variants),
      },
    });
  } catch (err) {
    // Leave no orphan files behind when a later step fails.
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw new ImageTooLargeError();
    if (err instanceof Error && /unsupported image format|Input buffer|corrupt|premature end/i.test(err.message)) {
      throw new NotAnImageError();
    }
    throw err;
  }
}

/** Public URL of one variant; falls back to the original when the asset has no such variant. */
export function assetUrl(
  storage: Pick<Storage, 'url'>,
  asset: Pick<Asset, 'path' | 'variants'>,
  variant: ImageVariantName | 'original',
): string {
  if (variant !== 'original') {
    const v = (asset.variants as ImageVariants | null)?.[variant];
    if (v?.path) return storage.url(v.path);
  }
  return storage.url(asset.path);
}

/** The variants JSON of an Asset row, typed. */
export function assetVariants(asset: Pick<Asset, 'variants'>): ImageVariants {
  return (asset.variants as ImageVariants | null) ?? {};
}
