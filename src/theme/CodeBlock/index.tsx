// Registers the extra Prism languages with the first code block rather than in the main bundle.
import '../../plugins/lean-first-load/prismLanguages';

export { default } from '@theme-original/CodeBlock';
