/**
 * Bytes as base64url without padding (RFC 4648 section 5), as PKCE, state and sign-in codes use.
 * Shared by the sign-in client and the services so both encode exactly alike.
 * @example base64Url(new Uint8Array([251, 255])) // '-_8'
 */
export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The S256 code challenge of a verifier: base64url(SHA-256(verifier)), with WebCrypto.
 * @example await codeChallengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk') // 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'
 */
export async function codeChallengeOf(verifier: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}
