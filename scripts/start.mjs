// `npm start`: build the PWA, then serve it on PORT (default 8080).
// The reference services join this host when they land (see README).
import { build, preview } from 'vite';

await build({ logLevel: 'warn' });
const server = await preview();
server.printUrls();
