import type { BootData } from './boot-data.ts';
import type { ShowcaseResponse } from './contracts/members.ts';

/**
 * The first screen drawn on the server (web/src/first-screen.tsx, built to dist/first-screen by `npm run build:web`): the
 * page of a visitor's first look comes with the screen already in it, so that it paints before any script runs; the
 * web app then hydrates it.
 */
export interface FirstScreenModule {
  renderFirstScreen(
    url: string,
    boot: VisitorBootData,
    answers?: FirstScreenAnswers,
  ): Promise<RenderedFirstScreen | undefined>;
}

/**
 * API answers the server fetched for the screen (beyond the boot data's), put into the render's query cache; the page
 * carries the same answers as prefilled ones (shared/boot-data.ts), so that the browser hydrates from them unasked.
 */
export interface FirstScreenAnswers {
  /** GET /api/showcase.php for the path's slug (none: the whole site): the members a lander or the home page shows. */
  showcase?: { slug: string | undefined; answer: ShowcaseResponse };
}

/** The boot data of a page asked without a session: a visitor for sure. */
export type VisitorBootData = BootData & { user: null };

export interface RenderedFirstScreen {
  /** What goes inside the page's root element. */
  html: string;
  /** What React hoists to the page's head: preloads of the screen's first photos (its eager images). */
  head: string;
  /** React Router's loader data of the drawn routes, by route id: the router starts from it when it hydrates. */
  loaderData: Record<string, unknown>;
}

/**
 * The id of the `<script type="application/json">` element that carries a drawn screen's loader data; its presence
 * tells the web app that the root holds a drawn screen to hydrate.
 */
export const ROUTE_DATA_ELEMENT_ID = 'route-data';

/** The built module's file, relative to the built web app's folder (dist/web). */
export const FIRST_SCREEN_MODULE = '../first-screen/first-screen.js';
