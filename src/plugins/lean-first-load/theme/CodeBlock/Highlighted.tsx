// The theme's code block with the extra Prism languages registered: the chunk
// that `./index.tsx` loads when a block comes near the viewport.
import '../../prismLanguages';

export { default } from '@theme-init/CodeBlock';
