// Module resolution hook for node_test (see tools/node_register.mjs).
// A bare specifier that does not resolve from the importing file is resolved
// again as if imported from $MLIRC_ROOT/package.json, i.e. from the real
// workspace's node_modules.
import { pathToFileURL } from 'node:url';

const root = process.env.MLIRC_ROOT;
const fallbackParent = root ? pathToFileURL(`${root}/package.json`).href : null;

function isBare(specifier) {
  // Not relative ('./', '../'), not absolute ('/'), not a URL ('node:', 'file:'), not '#imports'.
  return !/^(\.{1,2}\/|\/|#|[a-zA-Z][a-zA-Z0-9+.-]*:)/.test(specifier) && specifier !== '.' && specifier !== '..';
}

export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (err) {
    if (fallbackParent && err?.code === 'ERR_MODULE_NOT_FOUND' && isBare(specifier)) {
      return nextResolve(specifier, { ...context, parentURL: fallbackParent });
    }
    throw err;
  }
}
