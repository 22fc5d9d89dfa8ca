// The extra languages of `themeConfig.prism.additionalLanguages`, registered on
// prism-react-renderer's Prism instance: what theme-classic's global client
// module does, moved into the code block's chunk (see ./index.ts).
// `@theme/prism-include-languages` is theme-classic's internal module, not a
// public API: checked against Docusaurus 3.10.2 (tests/unit/docusaurusInternals.test.ts).
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism as never);
