/**
 * The Content-Security-Policy of every answer (helmet): scripts only from our own origin, so an
 * injected <script> or inline handler does not run. Styles also allow inline ones: antd writes its
 * CSS-in-JS as <style> elements at run time. Images allow data: (QR codes drawn by the qrcode package)
 * and blob: (previews of a file being uploaded), and the map tile server's when one is set (MAP_TILE_URL).
 */
export function contentSecurityPolicy(tileUrl: string | null) {
  const tiles = tileUrl ? [tileOrigin(tileUrl)] : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...tiles],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  };
}

/** The tile server's origin as a CSP source: a {s} subdomain becomes a wildcard (https://*.tile.example.org). */
function tileOrigin(template: string): string {
  const origin = /^https?:\/\/[^/]+/.exec(template)?.[0] ?? template;
  return origin.replace(/\{s\}/g, '*');
}
