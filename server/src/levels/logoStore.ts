import { createHash } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import { LOGO_MAX_BYTES, LOGO_MAX_SIDE, type LogoType, type LogoUpload } from '@portal/shared/contract';
import type { Db, Tx } from '../db/client';
import { levelLogos } from '../db/schema/index';
import { badRequest } from '../lib/errors';
import { levelChain, type LevelRef } from './levels';

type Reader = Db | Tx;

/** A logo whose bytes were checked: its type by its own signature, its size and its dimensions. */
export interface CheckedLogo { contentType: LogoType; data: Buffer; width: number; height: number }

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Width and height of a PNG from its IHDR chunk (the first chunk, by the format); null when the header is not PNG's. */
function pngHeader(b: Buffer): { width: number; height: number; interlaced: boolean } | null {
  if (b.length < 33 || !b.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (b.readUInt32BE(8) !== 13 || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20), interlaced: b[28] === 1 };
}

/** Width and height of a JPEG from its start-of-frame segment; null when the bytes are not a JPEG's. */
function jpegHeader(b: Buffer): { width: number; height: number } | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null;
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) { i += 1; continue; } // fill byte
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) { i += 2; continue; }
    const length = b.readUInt16BE(i + 2);
    if (length < 2) return null;
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC): precision, height, width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (i + 9 > b.length) return null;
      return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    }
    if (marker === 0xda || marker === 0xd9) return null; // scan data or the end before any frame header
    i += 2 + length;
  }
  return null;
}

/**
 * Checks an uploaded logo before it is stored: base64 that decodes to at most LOGO_MAX_BYTES, bytes that are the
 * declared type's (PNG signature and IHDR, or JPEG start and frame header), not an interlaced PNG (the report's PDF
 * writer cannot draw one), and at most LOGO_MAX_SIDE pixels a side. A 400 names `data` or `contentType`.
 */
export function checkLogo(upload: LogoUpload): CheckedLogo {
  const text = upload.data.replace(/^data:[^,]{0,100},/, '');
  if (text.length % 4 !== 0 || !BASE64.test(text)) throw badRequest('data', 'must be the image as base64 text');
  const data = Buffer.from(text, 'base64');
  if (data.length === 0) throw badRequest('data', 'is empty');
  if (data.length > LOGO_MAX_BYTES) throw badRequest('data', `may not be more than ${LOGO_MAX_BYTES / 1024} KB`);
  const png = pngHeader(data);
  const jpeg = png ? null : jpegHeader(data);
  const actual: LogoType | null = png ? 'image/png' : jpeg ? 'image/jpeg' : null;
  if (!actual) {
    const svg = /<svg[\s>]/i.test(data.subarray(0, 1024).toString('utf8'));
    throw badRequest('data', svg ? 'is an SVG image: only PNG or JPEG images are accepted' : 'is not a PNG or JPEG image');
  }
  if (actual !== upload.contentType) {
    throw badRequest('contentType', `says ${upload.contentType === 'image/png' ? 'PNG' : 'JPEG'} but the image is a ${actual === 'image/png' ? 'PNG' : 'JPEG'}`);
  }
  if (png?.interlaced) throw badRequest('data', 'is an interlaced PNG, which the report cannot draw: save it without interlacing');
  const { width, height } = (png ?? jpeg)!;
  if (width < 1 || height < 1) throw badRequest('data', 'has no pixels');
  if (width > LOGO_MAX_SIDE || height > LOGO_MAX_SIDE) throw badRequest('data', `may be at most ${LOGO_MAX_SIDE} pixels wide and high (it is ${width} × ${height})`);
  return { contentType: actual, data, width, height };
}

export async function saveLogo(tx: Tx, ref: LevelRef, logo: CheckedLogo, userId: number | undefined) {
  const row = {
    level: ref.level, levelKey: ref.levelKey, contentType: logo.contentType, data: logo.data,
    sha256: createHash('sha256').update(logo.data).digest('hex'), width: logo.width, height: logo.height, updatedBy: userId ?? null, updatedAt: new Date(),
  };
  await tx.insert(levelLogos).values(row).onConflictDoUpdate({ target: [levelLogos.level, levelLogos.levelKey], set: row });
}

export async function removeLogo(tx: Tx, ref: LevelRef) {
  await tx.delete(levelLogos).where(and(eq(levelLogos.level, ref.level), eq(levelLogos.levelKey, ref.levelKey)));
}

const FROM: Record<number, string> = { 6: 'the plan', 5: 'the advisor', 4: 'the team' };

/** The logo in effect at a level key: its own, else its advisor's, else the team's (the banner settings' order). */
export async function effectiveLogo(db: Reader, ref: LevelRef, withData: true): Promise<(typeof levelLogos.$inferSelect & { from: string }) | null>;
export async function effectiveLogo(db: Reader, ref: LevelRef, withData?: false): Promise<(Omit<typeof levelLogos.$inferSelect, 'data'> & { bytes: number; from: string }) | null>;
export async function effectiveLogo(db: Reader, ref: LevelRef, withData = false) {
  const chain = (await levelChain(db, ref)).filter((r) => r.level !== 1);
  if (!chain.length) return null;
  const where = or(...chain.map((r) => and(eq(levelLogos.level, r.level), eq(levelLogos.levelKey, r.levelKey))));
  const t = levelLogos;
  const rows = withData
    ? await db.select().from(t).where(where)
    : await db.select({
      level: t.level, levelKey: t.levelKey, contentType: t.contentType, sha256: t.sha256, width: t.width, height: t.height,
      updatedBy: t.updatedBy, updatedAt: t.updatedAt, bytes: sql<number>`octet_length(${t.data})`.mapWith(Number),
    }).from(t).where(where);
  for (const r of chain) {
    const hit = (rows as Array<{ level: number; levelKey: number }>).find((x) => x.level === r.level && x.levelKey === r.levelKey);
    if (hit) return { ...hit, from: FROM[r.level] ?? 'another level' };
  }
  return null;
}
