import { z } from 'zod';

/**
 * The page's CSP forbids eval, and zod probes for it (`new Function('')`) the moment an object schema is created,
 * which the browser reports as a CSP violation. Its plain validators are all the renderer needs. This module must
 * be main.ts's first import, so that it runs before any module that creates a schema.
 */
z.config({ jitless: true });
