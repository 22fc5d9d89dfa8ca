import { describeSitemapSweep } from './sitemapSweep';

describeSitemapSweep('sample');
