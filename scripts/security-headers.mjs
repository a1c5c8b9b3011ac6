// The security headers the built sites are served with (scripts/serve.mjs sends them, and
// scripts/write-headers.mjs writes them into each built site's `_headers` file for static hosts;
// e2e checks every page under them). The policy allows only the site's own files: no inline scripts or
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

/**
 * Paths other sites may load from: the component bundles (`/lib/`, loaded as module scripts,
 * which browsers fetch with CORS) and the published example records (`/examples/`, fetched by
 * `<ry-game record="…">`). Their answers allow any origin to read them; pages keep the policy.
 */
export const sharedPaths = ['/lib/', '/examples/'];

/** Added to the answers under `sharedPaths`, errors (a 404) included, so embeds can read why. */
export const sharedHeaders = {
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
};

/** The headers of an answer for a URL path. */
export function headersFor(path) {
  return sharedPaths.some((prefix) => path.startsWith(prefix))
    ? { ...securityHeaders, ...sharedHeaders }
    : securityHeaders;
}

/** `Content-Security-Policy` for `content-security-policy`, as hosts' files spell them. */
export const headerName = (name) =>
  name.replace(/(^|-)([a-z])/g, (_, dash, letter) => dash + letter.toUpperCase());

/**
 * The `_headers` file that Netlify and Cloudflare Pages read (a path pattern, then its headers
 * indented; a path that several patterns match gets the headers of all of them). `shared`: the
 * site publishes `sharedPaths` (the docs site does; the playground has neither folder).
 */
export function headersFile({ shared = true } = {}) {
  const block = (pattern, headers) =>
    [
      pattern,
      ...Object.entries(headers).map(([name, value]) => `  ${headerName(name)}: ${value}`),
    ].join('\n');
  const blocks = [block('/*', securityHeaders)];
  if (shared) for (const prefix of sharedPaths) blocks.push(block(`${prefix}*`, sharedHeaders));
  return `# Written by scripts/write-headers.mjs from scripts/security-headers.mjs.\n${blocks.join('\n\n')}\n`;
}
