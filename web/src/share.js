// Shareable links: the input, the pipeline and the options in the URL
// fragment (never sent to a server), as `#s=<base64url of deflate-raw JSON>`.
// Pure over the Web platform's CompressionStream (browsers and Node 20).

const PREFIX = 's=';
const VERSION = 1;

function toBase64Url(bytes) {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text) {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function pipeThrough(bytes, stream) {
  const out = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

/** The fragment (without `#`) that encodes {text, pipeline, options}. */
export async function encodeState({ text, pipeline, options }) {
  const json = JSON.stringify({ v: VERSION, text, pipeline, options });
  const packed = await pipeThrough(new TextEncoder().encode(json), new CompressionStream('deflate-raw'));
  return PREFIX + toBase64Url(packed);
}

/**
 * The state a fragment (with or without `#`) encodes, or null when it holds
 * none. Throws an Error with a readable message when it is damaged.
 */
export async function decodeState(fragment) {
  const body = fragment.replace(/^#/, '');
  if (!body.startsWith(PREFIX)) return null;
  let json;
  try {
    const bytes = await pipeThrough(fromBase64Url(body.slice(PREFIX.length)), new DecompressionStream('deflate-raw'));
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new Error('the link is damaged (it does not decode to a playground state)');
  }
  if (!json || typeof json.text !== 'string') throw new Error('the link holds no input');
  return {
    text: json.text,
    pipeline: typeof json.pipeline === 'string' ? json.pipeline : '',
    options: booleansOf(json.options),
  };
}

// A link's options are toggles: anything but a true/false value (or a key
// inherited from a prototype) is dropped rather than carried into the page.
function booleansOf(options) {
  if (!options || typeof options !== 'object' || Array.isArray(options)) return {};
  return Object.fromEntries(Object.entries(options).filter(([key, value]) => typeof value === 'boolean' && key !== '__proto__'));
}
