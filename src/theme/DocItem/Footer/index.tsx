import type { ReactNode } from 'react';
import Footer from '@theme-original/DocItem/Footer';
import PageFeedback from '../../../components/PageFeedback';

/** Adds "Was this page helpful?" after the tags and edit row of every doc page. */
export default function DocItemFooterWithFeedback(): ReactNode {
  return (
    <>
      <Footer />
      <PageFeedback />
    </>
  );
}
