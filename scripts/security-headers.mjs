// The security headers the built sites are served with (scripts/serve.mjs sends them; e2e checks
// every page under them). The policy allows only the site's own files: no inline scripts or
// styles, no eval. Exceptions, each needed by one thing:
//   'wasm-unsafe-eval' — the docs search (Pagefind) compiles its WebAssembly index reader;
//                        it allows WebAssembly only, never JavaScript eval.
//   img-src data:      — small images inlined into the CSS (Starlight icons, board pictures).
//   worker-src 'self'  — the statechart layout runs in a worker from the site's own files.
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

export const securityHeaders = {
  'content-security-policy': contentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'cross-origin-opener-policy': 'same-origin',
};
