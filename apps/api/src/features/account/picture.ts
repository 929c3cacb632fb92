import {
  accountEndpoints,
  profilePictureErrors,
  profilePictureMaxBytes,
  profilePictureTypes,
} from '@urosim/contracts';
import { deleteProfilePicture, findProfilePicture, type Knex, saveProfilePicture } from '@urosim/db';
import type { RequestHandler } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../http/app-error.ts';

/** The longest side a stored picture keeps (it is shown at most a few hundred pixels wide). */
const maxSide = 512;

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', profilePictureErrors.tooLarge);

/**
 * Refuses a picture over the limit by its declared length, before its bytes are read, with the
 * picture's own message (the body parser's limit still stops a body that lies about its length).
 */
export const pictureSizeGuard: RequestHandler = (req, _res, next) => {
  const declared = Number(req.get('content-length') ?? 0);
  next(declared > profilePictureMaxBytes ? tooLarge() : undefined);
};

/** An SVG (or any XML) is text: `file-type` does not name it, so it is looked for in the first bytes. */
const looksLikeSvg = (bytes: Buffer) => {
  const head = bytes
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return head.startsWith('<?xml') || head.startsWith('<svg') || head.includes('<svg');
};

type PictureType = (typeof profilePictureTypes)[number];

/** The picture's type from its bytes (never from a name or a header), or the refusal. */
export const pictureTypeOf = async (bytes: Buffer): Promise<PictureType> => {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected && (profilePictureTypes as readonly string[]).includes(detected.mime))
    return detected.mime as PictureType;
  if (looksLikeSvg(bytes)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', profilePictureErrors.svg);
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', profilePictureErrors.notImage);
};

/**
 * Decodes and encodes the picture again in its own format: EXIF (with any location), XMP, ICC
 * and comments are not carried over (sharp keeps none unless asked), the orientation is applied
 * to the pixels first, and the size is brought within `maxSide`.
 */
export const reencodePicture = async (bytes: Buffer, type: PictureType) => {
  try {
    const pipeline = sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' })
      .rotate()
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true });
    const encoded =
      type === 'image/png'
        ? pipeline.png({ compressionLevel: 9 })
        : type === 'image/webp'
          ? pipeline.webp({ quality: 85 })
          : pipeline.jpeg({ quality: 85, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    throw new AppError('VALIDATION_FAILED', profilePictureErrors.unreadable, undefined, [
      { path: 'picture', message: profilePictureErrors.unreadable, code: 'unreadable_picture' },
    ]);
  }
};

const pictureUrl = (at: Date) => `${accountEndpoints.avatar.path}?v=${at.getTime()}`;

/** Checks, re-encodes and stores the caller's picture. */
export const uploadPicture = async (db: Knex, user: { id: string }, body: unknown) => {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
  if (bytes.length > profilePictureMaxBytes) throw tooLarge();
  if (bytes.length === 0)
    throw new AppError('VALIDATION_FAILED', 'Choose a picture to upload.', undefined, [
      { path: 'picture', message: 'Choose a picture to upload.', code: 'required' },
    ]);
  const type = await pictureTypeOf(bytes);
  const picture = await reencodePicture(bytes, type);
  const at = await saveProfilePicture(db, { user_id: user.id, content_type: type, ...picture });
  return { avatarUrl: pictureUrl(at), width: picture.width, height: picture.height };
};

/** The caller's own picture, or a 404. */
export const readPicture = async (db: Knex, user: { id: string }) => {
  const row = await findProfilePicture(db, user.id);
  if (!row) throw new AppError('NOT_FOUND', 'You have no profile picture.');
  return row;
};

export const removePicture = async (db: Knex, user: { id: string }) => ({
  removed: await deleteProfilePicture(db, user.id),
});
