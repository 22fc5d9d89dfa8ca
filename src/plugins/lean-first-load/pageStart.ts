import type { Config } from '@docusaurus/types';

/**
 * Runs the site's bundles once the first frame is on screen. The bundles are
 * fetched from the head as before (`preload`, low priority like `defer`), but
 * only started when the browser reports the first contentful paint, so that
 * paint never waits for them (as `defer` scripts they ran before it was on
 * screen). A page hidden before its first paint reports none: it starts them
 * at once.
 *
 * The core's base-URL check looks for `window.docusaurus` on DOMContentLoaded,
 * before the bundles run now: a placeholder answers it, and the check is made
 * again when the bundles have loaded (or failed to), with the core's own
 * `insertBanner` (defined on the home page only).
 */
function startBundlesAfterFirstPaint(sources: string[]): void {
  const pending = {};
  const page = window as unknown as { docusaurus: unknown; insertBanner?: () => void };
  page.docusaurus = pending;
  let started = false;
  const start = (): void => {
    if (started) return;
    started = true;
    let left = sources.length;
    for (const src of sources) {
      const script = document.createElement('script');
      script.src = src;
      script.async = false;
      script.onload = script.onerror = () => {
        left -= 1;
        if (left === 0 && page.docusaurus === pending) page.insertBanner?.();
      };
      document.head.appendChild(script);
    }
  };
  if (
    document.visibilityState !== 'visible' ||
    !PerformanceObserver.supportedEntryTypes.includes('paint')
  ) {
    start();
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  // A tab hidden before its first paint reports none until shown again.
  document.addEventListener('visibilitychange', start, { once: true });
}

/**
 * Docusaurus' page template (core `lib/ssg/ssgTemplate.html` of 3.10.2),
 * changed in one place: its `<script defer>` tags became preloads plus the
 * starter above. tests/unit/docusaurusInternals.test.ts fails when the core's
 * template no longer matches this one outside that place.
 */
export const pageStartTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>(${startBundlesAfterFirstPaint.toString()})(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>)</script>
  </body>
</html>
` satisfies Config['ssrTemplate'];
