// zod builds a faster parser for an object schema with `new Function` when it may, and first probes
// whether it may: under the page's Content Security Policy (no eval) the probe fails and is reported
// as a policy violation. Without eval zod parses the plain way anyway, so it is told not to try.
// main.tsx imports this first, before any schema is built (each schema asks once, when built).
import { config } from 'zod';

config({ jitless: true });
