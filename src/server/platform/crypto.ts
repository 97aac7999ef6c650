/** Random secrets and their stored form: only SHA-256 digests reach the database. */
import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const scrypt = promisify(scryptCb) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: object,
) => Promise<Buffer>;

/** 32 random bytes, URL-safe: magic-link tokens and session ids. */
export const newSecret = () => randomBytes(32).toString("base64url");

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 64 };

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, SCRYPT.keylen, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p });
  return ["scrypt", SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString("base64"), hash.toString("base64")].join("$");
}

/**
 * A hash of a random password nobody knows, with today's parameters: a sign-in for an account without a
 * password (or for no account) checks against it, so that it takes as long as a real check (F2).
 */
export const DUMMY_PASSWORD_HASH = [
  "scrypt",
  SCRYPT.N,
  SCRYPT.r,
  SCRYPT.p,
  "afF5+G00P2CeFO4kUb1DUQ==",
  "KcKmlf1cDlvYkOuUswst4rvrpmDKG3OZNZZRk2DwJFPC0093Lq+y2Ebce1t1SfNCNST/1ryQI6BN9aHlnVbu4g==",
].join("$");

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split("$");
  if (kind !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await scrypt(password, Buffer.from(salt, "base64"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
}
