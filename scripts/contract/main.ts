import { writeFile } from 'node:fs/promises';
import { platformApiYaml } from './platformApi.js';

/** `npm run contract`: writes docs/platform-api.yaml from the platform call definitions. */
const file = new URL('../../docs/platform-api.yaml', import.meta.url);
await writeFile(file, platformApiYaml());
console.log(`wrote ${file.pathname}`);
