/**
 * The numbered markers drawn on a screen before it is captured: an outline around each
 * element and, at its top-left corner, a filled circle (22 px, white border) with the number,
 * readable when a phone scales the picture down. Drawn as an overlay inside the page, so the
 * console's own pixels stay as they are.
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const MARKER_COLOR = '#d4145a';
export const MARKER_DIAMETER = 22;
/** Space between an element and its outline. */
const GAP = 3;

/** Where a marker's circle goes: the outline's top-left corner, kept inside the picture. */
export function markerCenter(element: Box, clip: Box): { x: number; y: number } {
  const radius = MARKER_DIAMETER / 2 + 2;
  const clamp = (value: number, low: number, high: number) =>
    Math.min(Math.max(value, low), Math.max(low, high));
  return {
    x: clamp(element.x - GAP, clip.x + radius, clip.x + clip.width - radius),
    y: clamp(element.y - GAP, clip.y + radius, clip.y + clip.height - radius),
  };
}

/**
 * The page script that draws the overlay; run with the boxes (viewport pixels) and centers.
 * Plain JavaScript in a string, so that no compiler helper leaks into the page.
 */
export const DRAW_MARKERS = `(markers) => {
  const old = document.getElementById('capture-markers');
  if (old) old.remove();
  const layer = document.createElement('div');
  layer.id = 'capture-markers';
  layer.style.cssText = 'position:fixed;inset:0;pointer-events:none;z-index:2147483647;';
  markers.forEach((m, i) => {
    const outline = document.createElement('div');
    outline.style.cssText = [
      'position:absolute',
      'left:' + (m.box.x - ${GAP}) + 'px',
      'top:' + (m.box.y - ${GAP}) + 'px',
      'width:' + (m.box.width + ${GAP * 2}) + 'px',
      'height:' + (m.box.height + ${GAP * 2}) + 'px',
      'border:2px solid ${MARKER_COLOR}',
      'border-radius:5px',
      'box-shadow:0 0 0 1px #fff, inset 0 0 0 1px #fff',
      'box-sizing:border-box',
    ].join(';');
    const dot = document.createElement('div');
    dot.textContent = String(i + 1);
    dot.style.cssText = [
      'position:absolute',
      'left:' + (m.center.x - ${MARKER_DIAMETER / 2}) + 'px',
      'top:' + (m.center.y - ${MARKER_DIAMETER / 2}) + 'px',
      'width:${MARKER_DIAMETER}px',
      'height:${MARKER_DIAMETER}px',
      'border-radius:50%',
      'background:${MARKER_COLOR}',
      'border:2px solid #fff',
      'box-shadow:0 1px 3px rgba(0,0,0,.45)',
      'color:#fff',
      'font:bold 13px/18px "DejaVu Sans", Arial, sans-serif',
      'text-align:center',
      'box-sizing:border-box',
    ].join(';');
    layer.appendChild(outline);
    layer.appendChild(dot);
  });
  document.body.appendChild(layer);
}`;

/** Removes the overlay. */
export const CLEAR_MARKERS = `() => { const old = document.getElementById('capture-markers'); if (old) old.remove(); }`;
