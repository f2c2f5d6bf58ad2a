// Resizable split panes: a splitter element between two panes sets a CSS
// variable (a percentage) on the container; mouse, touch and arrow keys.

/**
 * Makes `splitter` resize `container` along `axis` ('x' or 'y') by writing
 * `variable` (e.g. '--split-x') as a percentage between min and max.
 */
export function makeSplitter(splitter, container, { axis, variable, min = 20, max = 80 }) {
  const clamp = (v) => Math.min(max, Math.max(min, v));
  const set = (percent) => {
    const value = clamp(percent);
    container.style.setProperty(variable, `${value}%`);
    splitter.setAttribute('aria-valuenow', String(Math.round(value)));
  };
  const current = () => parseFloat(getComputedStyle(container).getPropertyValue(variable)) || 50;

  splitter.addEventListener('pointerdown', (down) => {
    down.preventDefault();
    splitter.setPointerCapture(down.pointerId);
    splitter.classList.add('dragging');
    const box = container.getBoundingClientRect();
    const move = (e) => {
      const percent = axis === 'x'
        ? ((e.clientX - box.left) / box.width) * 100
        : ((e.clientY - box.top) / box.height) * 100;
      set(percent);
    };
    const up = () => {
      splitter.classList.remove('dragging');
      splitter.removeEventListener('pointermove', move);
      splitter.removeEventListener('pointerup', up);
      splitter.removeEventListener('pointercancel', up);
    };
    splitter.addEventListener('pointermove', move);
    splitter.addEventListener('pointerup', up);
    splitter.addEventListener('pointercancel', up);
  });

  splitter.addEventListener('keydown', (e) => {
    const back = axis === 'x' ? 'ArrowLeft' : 'ArrowUp';
    const forward = axis === 'x' ? 'ArrowRight' : 'ArrowDown';
    if (e.key !== back && e.key !== forward) return;
    e.preventDefault();
    set(current() + (e.key === forward ? 5 : -5));
  });

  splitter.addEventListener('dblclick', () => set(50));
  splitter.setAttribute('aria-valuemin', String(min));
  splitter.setAttribute('aria-valuemax', String(max));
}
