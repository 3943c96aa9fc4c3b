import fs from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Spectrum</title></head>
<body style="font-family: system-ui, sans-serif; margin: 3rem; color: #1a1a1a">
<h1>The web client is not built yet</h1>
<p>Run <code>npm run build</code>, then reload this page. The GraphQL API is at <a href="/graphql">/graphql</a>.</p>
</body>
</html>
`;

const NOT_SPA_ROUTES = ['/graphql', '/uploads', '/healthz'];

/**
 * The web client loads nothing from elsewhere: its own scripts and styles, photos from /uploads, blob: for
 * photo previews before upload, data: for small inline images. Inline styles stay allowed because Chakra
 * (Emotion) writes its styles at run time; scripts never run inline. Not applied to /graphql, whose Sandbox
 * page loads Apollo's embed.
 */
export const WEB_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

function setPageSecurityHeaders(res: Parameters<RequestHandler>[1]): void {
  res.setHeader('content-security-policy', WEB_CONTENT_SECURITY_POLICY);
  res.setHeader('x-frame-options', 'DENY');
}

function isPageRequest(req: Parameters<RequestHandler>[0]): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (NOT_SPA_ROUTES.some((prefix) => req.path === prefix || req.path.startsWith(`${prefix}/`))) return false;
  const accept = req.get('accept') ?? '*/*';
  if (accept.includes('text/html')) return true;
  // A client that takes anything (curl, link checkers) gets the page unless the address names a file:
  // a missing script or image must stay a 404 rather than become the HTML page.
  const lastSegment = req.path.slice(req.path.lastIndexOf('/') + 1);
  return accept.includes('*/*') && !lastSegment.includes('.');
}

/**
 * The built web client (`web/dist`): files as they are (hashed assets cached for a year, the rest
 * revalidated), and index.html for any other page address so the client-side router can answer it.
 */
export function webClient(webDist: string): Router {
  const router = express.Router();
  const indexFile = path.join(webDist, 'index.html');
  router.use(
    express.static(webDist, {
      index: false,
      dotfiles: 'ignore',
      setHeaders: (res, file) => {
        const hashedAsset = file.startsWith(path.join(webDist, 'assets') + path.sep);
        res.setHeader('cache-control', hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (file.endsWith('.html')) setPageSecurityHeaders(res);
      },
    }),
  );
  router.use((req, res, next) => {
    if (!isPageRequest(req)) return next();
    if (!fs.existsSync(indexFile)) {
      res.status(503).type('html').setHeader('cache-control', 'no-store').send(NOT_BUILT_PAGE);
      return;
    }
    res.setHeader('cache-control', 'no-cache');
    setPageSecurityHeaders(res);
    res.sendFile(indexFile);
  });
  return router;
}
