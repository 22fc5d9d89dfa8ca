// Worker thread of the markdown-twins plugin: converts the jobs it is given
// (convert.ts, loaded through tsx as the build's other TypeScript is) and posts the results.
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { convertTwins } = await tsImport('./convert.ts', import.meta.url);
parentPort.postMessage(await convertTwins(workerData));
