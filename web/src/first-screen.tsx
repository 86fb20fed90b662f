import i18next from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import type { FirstScreenAnswers, RenderedFirstScreen, VisitorBootData } from '../../shared/first-screen.ts';
import { Providers } from './app/providers.tsx';
import { appRoutes } from './app/router.tsx';
import { newQueryClient, seedBootAnswers } from './app/boot-answers.ts';
import { showcaseQuery } from './features/showcase/api/showcase.ts';
import { i18nOptions } from './lib/i18n.ts';

const handler = createStaticHandler(appRoutes);

/** React's mark of a Suspense boundary it left to the browser (a component that threw or suspended). */
const UNDRAWN_BOUNDARY = '<!--$!-->';
/** What React puts before the screen for the document's head: its preloads of the screen's eager images. */
const HOISTED = /^(?:<link [^>]*>)*/;

/**
 * The screen at `url` as a visitor's browser first draws it from `boot` (the page's boot data) and the `answers` the
 * page carries prefilled, drawn on the server (shared/first-screen.ts); undefined when the routes answer otherwise (a
 * redirect, a 404).
 */
export async function renderFirstScreen(
  url: string,
  boot: VisitorBootData,
  answers: FirstScreenAnswers = {},
): Promise<RenderedFirstScreen | undefined> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.statusCode !== 200) return undefined;
  const i18n = i18next.createInstance();
  await i18n.init({ ...i18nOptions(boot.language, boot.catalogue), initAsync: false });
  const queryClient = newQueryClient();
  seedBootAnswers(queryClient, boot);
  if (answers.showcase)
    queryClient.setQueryData(showcaseQuery(answers.showcase.slug).queryKey, answers.showcase.answer);
  const drawn = renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Providers queryClient={queryClient}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </Providers>
      </I18nextProvider>
    </StrictMode>,
  );
  queryClient.clear();
  // A part that failed or waited is left to the browser: then the browser draws the whole screen instead.
  if (drawn.includes(UNDRAWN_BOUNDARY)) throw new Error(`the first screen of ${url} was not drawn whole`);
  const head = HOISTED.exec(drawn)![0];
  return { html: drawn.slice(head.length), head, loaderData: context.loaderData };
}
