/**
 * Nothing leaves the machine: every request the captured page makes is routed through
 * `routeRequest`. Requests to the local server go on; anything else (the icon font's CDN,
 * font-awesome, a map, the swagger iframe, an avatar or logo on another host) is answered
 * here with an empty stand-in of its kind, or aborted, and logged.
 */

/** A 1 × 1 transparent PNG. */
export const BLANK_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export type RouteDecision =
  | { action: 'continue' }
  | {
      action: 'fulfill';
      /** What the request was for, for the log. */
      kind: 'stylesheet' | 'script' | 'image' | 'document';
      contentType: string;
      body: string | Buffer;
    }
  | { action: 'abort'; kind: string };

const IMAGE = /\.(png|jpe?g|gif|svg|webp|ico|bmp)(\?|#|$)/i;
const STYLE = /\.css(\?|#|$)/i;
const SCRIPT = /\.m?js(\?|#|$)/i;

/**
 * Where a request goes. `resourceType` is Playwright's (`document`, `stylesheet`, `image`,
 * `font`, `script`, `xhr`, `fetch`, `eventsource`, `websocket`, …).
 */
export function routeRequest(
  url: string,
  localOrigin: string,
  resourceType: string,
): RouteDecision {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { action: 'abort', kind: resourceType };
  }
  if (parsed.protocol === 'data:' || parsed.protocol === 'blob:') return { action: 'continue' };
  if (parsed.origin === localOrigin) return { action: 'continue' };
  if (resourceType === 'stylesheet' || (resourceType === 'other' && STYLE.test(parsed.pathname))) {
    return {
      action: 'fulfill',
      kind: 'stylesheet',
      contentType: 'text/css',
      body: '/* outside stylesheet left out by the capture */\n',
    };
  }
  if (resourceType === 'image' || IMAGE.test(parsed.pathname)) {
    return { action: 'fulfill', kind: 'image', contentType: 'image/png', body: BLANK_PNG };
  }
  if (resourceType === 'script' || SCRIPT.test(parsed.pathname)) {
    return {
      action: 'fulfill',
      kind: 'script',
      contentType: 'text/javascript',
      body: '/* outside script left out by the capture */\n',
    };
  }
  if (resourceType === 'document') {
    return {
      action: 'fulfill',
      kind: 'document',
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><meta charset="utf-8"><title>outside page</title><body style="margin:0;background:#fff"></body>',
    };
  }
  return { action: 'abort', kind: resourceType };
}
