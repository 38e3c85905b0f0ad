/** Strict base64 (the alphabet of RFC 4648 §4, padded) as the seal attributes carry it. */

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const XML_SPACE = /[ \t\r\n]/g;

/** The bytes of a base64 text (XML white space inside is ignored), or null when it is not base64. */
export function decodeBase64(text: string): Uint8Array<ArrayBuffer> | null {
  const clean = text.replace(XML_SPACE, '');
  if (clean.length % 4 !== 0 || !BASE64.test(clean)) return null;
  let binary: string;
  try {
    binary = atob(clean);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The base64 text (RFC 4648 §4, padded) of some bytes. */
export function encodeBase64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode takes its arguments on the stack.
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
