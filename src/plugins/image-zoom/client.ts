/**
 * Click-to-zoom for images in Markdown (`themeConfig.zoom.selector`), with
 * medium-zoom fetched only when a page has such an image. The overlay takes the
 * page colour of the current colour mode (`--site-zoom-overlay` in custom.css;
 * Infima's light background colour is transparent).
 */
import type { ClientModule } from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';
import type { Zoom } from 'medium-zoom';

const { selector } = (siteConfig.themeConfig as { zoom: { selector: string } }).zoom;
let zoom: Zoom | undefined;

const imageZoom: ClientModule = {
  onRouteDidUpdate() {
    zoom?.detach();
    zoom = undefined;
    const images = document.querySelectorAll<HTMLImageElement>(selector);
    if (images.length === 0) return;
    void import('medium-zoom').then(({ default: mediumZoom }) => {
      zoom?.detach();
      zoom = mediumZoom(images, { background: 'var(--site-zoom-overlay)', margin: 24 });
    });
  },
};

export default imageZoom;
