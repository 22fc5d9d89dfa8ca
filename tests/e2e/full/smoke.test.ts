import { describeSitemapSweep } from '../sitemapSweep';

describeSitemapSweep('every');
