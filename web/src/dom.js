// A small helper for building DOM in the views: el('li', {class: 'x'}, children...).

/**
 * Creates an element. `props`: class, text, title, dataset entries (data-*),
 * attributes (aria-*, role, tabindex, ...), and on<event> listeners.
 */
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (v == null || v === false) continue;
    if (k === 'class') node.className = v;
    else if (k === 'text') node.textContent = v;
    else if (k.startsWith('on')) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children.flat()) if (c != null && c !== false) node.append(c);
  return node;
}
