/**
 * The Content-Security-Policy of every answer (helmet): scripts only from our own origin, so an
 * injected <script> or inline handler does not run. Styles also allow inline ones: antd writes its
 * CSS-in-JS as <style> elements at run time. Images allow data: (QR codes drawn by the qrcode package)
 * and blob: (previews of a file being uploaded).
 */
export const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
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
