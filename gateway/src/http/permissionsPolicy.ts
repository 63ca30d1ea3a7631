/**
 * `Permissions-Policy` on every answer (docs/security.md): the portal shows card accounts and takes receipts
 * through a file picker, so it needs none of the browser's powerful features, and a page framed or injected
 * into it must not get them either. Only features every current browser recognises are named (an unknown one
 * is a console warning on every page).
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';
