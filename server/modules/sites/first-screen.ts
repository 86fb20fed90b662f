import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import {
  FIRST_SCREEN_MODULE,
  type FirstScreenModule,
  ROUTE_DATA_ELEMENT_ID,
  type VisitorBootData,
} from '../../../shared/first-screen.ts';
import { SIGNUP_MODAL_PARAM } from '../../../shared/page-routes.ts';
import { jsonForScript } from '../../lib/html.ts';
import type { BootVariant } from './boot-data.ts';

/** A screen drawn for the page: its root's content, and the element with its loader data for the page's head. */
export interface DrawnScreen {
  html: string;
  script: string;
}

/** The first-screen module built beside the web app in `webDir` (shared/first-screen.ts), if it was built. */
export async function loadFirstScreenModule(webDir: string): Promise<FirstScreenModule | undefined> {
  const path = join(webDir, FIRST_SCREEN_MODULE);
  return existsSync(path) ? ((await import(pathToFileURL(path).href)) as FirstScreenModule) : undefined;
}

/**
 * The home page a visitor first opens, drawn on the server from the page's boot data so that it paints before any
 * script has loaded; drawn once per boot variant (site settings and language) and kept with it. Nothing for a member
 * (whose page depends on the member), for other screens, and for a page that opens the signup modal over it.
 */
export function firstScreenOf(module: FirstScreenModule | undefined, log: FastifyBaseLogger) {
  const drawn = new WeakMap<BootVariant, Promise<DrawnScreen | undefined>>();
  return (request: FastifyRequest, boot: BootVariant): Promise<DrawnScreen | undefined> | undefined => {
    if (!module || !boot.visitor) return undefined;
    const [path, query] = request.url.split('?', 2) as [string, string | undefined];
    if (path !== '/' || new URLSearchParams(query).has(SIGNUP_MODAL_PARAM)) return undefined;
    let screen = drawn.get(boot);
    if (!screen) {
      screen = draw(module, JSON.parse(boot.json) as VisitorBootData).catch((error: unknown) => {
        // A screen that cannot be drawn is the app's to draw, as without the module.
        log.error({ err: error }, 'first screen not drawn');
        return undefined;
      });
      drawn.set(boot, screen);
    }
    return screen;
  };
}

async function draw(module: FirstScreenModule, boot: VisitorBootData): Promise<DrawnScreen | undefined> {
  // The site's own address, never the request's: the screen is kept for every request to the site.
  const rendered = await module.renderFirstScreen(`https://${boot.settings.domain}/`, boot);
  if (!rendered) return undefined;
  const data = jsonForScript(JSON.stringify(rendered.loaderData));
  return {
    html: rendered.html,
    script: `<script type="application/json" id="${ROUTE_DATA_ELEMENT_ID}">${data}</script>`,
  };
}
