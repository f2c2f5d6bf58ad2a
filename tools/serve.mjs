#!/usr/bin/env node
// A small static file server for the playground (no dependency).
//
//   node tools/serve.mjs ROOT [PORT] [--host HOST] [--no-isolate]
//
// Serves ROOT on http://localhost:PORT (default 8080, host 127.0.0.1) with
// the right MIME types (.wasm application/wasm, .mjs/.js text/javascript, ...),
// a Content-Security-Policy that allows only the site itself, WebAssembly
// compilation ('wasm-unsafe-eval') and workers from the site or blob: URLs,
// and the cross-origin isolation headers (Cross-Origin-Opener-Policy and
// -Embedder-Policy): the notebook interrupts Python through a
// SharedArrayBuffer, which only an isolated page has. --no-isolate leaves
// them out.
//
// From code (tests):
//   import { startServer } from '../tools/serve.mjs';
//   const server = await startServer(root, 0);          // port 0: any free port
//   const { port } = server.address();  ...  server.close();

import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/plain; charset=utf-8',
  '.mlir': 'text/plain; charset=utf-8',
  '.py': 'text/plain; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.d.ts': 'text/plain; charset=utf-8',
  '.whl': 'application/zip',
  '.zip': 'application/zip',
  '.tar': 'application/x-tar',
  '.data': 'application/octet-stream',
  '.so': 'application/octet-stream',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self' blob: data:",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');

export function contentType(file) {
  const ext = path.extname(file).toLowerCase();
  return MIME_TYPES[ext] ?? 'application/octet-stream';
}

function headersFor(file, isolate) {
  const headers = {
    'Content-Type': contentType(file),
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-cache',
  };
  if (isolate) {
    headers['Cross-Origin-Opener-Policy'] = 'same-origin';
    headers['Cross-Origin-Embedder-Policy'] = 'require-corp';
  }
  return headers;
}

function send(res, code, message, isolate) {
  const body = `${code} ${message}\n`;
  res.writeHead(code, { ...headersFor('x.txt', isolate), 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

/**
 * Starts serving `root` on `port` (0 picks a free one) and resolves to the
 * listening http.Server once it is ready.
 * options: { host = '127.0.0.1', isolate = true, log = false }
 */
export function startServer(root, port = 8080, options = {}) {
  const { host = '127.0.0.1', isolate = true, log = false } = options;
  const base = fs.realpathSync(path.resolve(root));
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return send(res, 405, 'Method Not Allowed', isolate);
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    } catch {
      return send(res, 400, 'Bad Request', isolate);
    }
    if (pathname.includes('\0')) return send(res, 400, 'Bad Request', isolate);
    let file = path.join(base, path.normalize(pathname));
    if (file !== base && !file.startsWith(base + path.sep)) return send(res, 403, 'Forbidden', isolate);
    fs.stat(file, (err, stat) => {
      if (!err && stat.isDirectory()) {
        if (!pathname.endsWith('/')) {
          res.writeHead(301, { Location: `${pathname}/` });
          return res.end();
        }
        file = path.join(file, 'index.html');
        try {
          stat = fs.statSync(file);
        } catch (e) {
          err = e;
        }
      }
      if (err || !stat.isFile()) {
        if (log) console.log(`404 ${req.method} ${req.url}`);
        return send(res, 404, 'Not Found', isolate);
      }
      res.writeHead(200, { ...headersFor(file, isolate), 'Content-Length': stat.size });
      if (log) console.log(`200 ${req.method} ${req.url}`);
      if (req.method === 'HEAD') return res.end();
      const stream = fs.createReadStream(file);
      stream.on('error', () => res.destroy());
      stream.pipe(res);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

async function main(argv) {
  const positional = [];
  let host = '127.0.0.1';
  let isolate = true;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--host') host = argv[++i];
    else if (argv[i] === '--no-isolate') isolate = false;
    else if (argv[i] === '--isolate') isolate = true; // the default; kept for old scripts
    else if (argv[i] === '-h' || argv[i] === '--help') {
      console.log('usage: node tools/serve.mjs ROOT [PORT] [--host HOST] [--no-isolate]');
      return;
    } else positional.push(argv[i]);
  }
  const [root = '.', portText = '8080'] = positional;
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`bad port: ${portText}`);
  const server = await startServer(root, port, { host, isolate, log: true });
  const shown = host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host;
  console.log(`serving ${path.resolve(root)} on http://${shown}:${server.address().port}/ (Ctrl-C stops)`);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fs.realpathSync(fileURLToPath(import.meta.url))) {
  main(process.argv.slice(2)).catch((err) => {
    console.error(`serve.mjs: ${err.message}`);
    process.exit(1);
  });
}
