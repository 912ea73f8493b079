// Composition root for a document page's islands that read the app's services (issue 17): the browser container and the
// app-wide actors, built once per page when the first such island hydrates, on the services the page's runtime already
// built (one reading of the runtime configuration, one HTTP stack).
import { createActor } from 'xstate';
import { TOKENS } from './application/tokens.ts';
import { routeValueCatalog } from './domain/index.ts';
import { createBrowserContainer } from './infrastructure/di/containers.ts';
import type { BrowserServices } from './infrastructure/di/browser-services.ts';
import type { AppServices } from './islands.tsx';
import { connectSessionProblems, storedConsent } from './ui/app/app-actors.tsx';

/** No island validates a route's parameters: the blog's values stay out of the documents' chunks. */
const NO_BLOG_VALUES = { blogCategories: [], blogArticles: [], blogTags: [] };

export async function createAppServices(services: BrowserServices): Promise<AppServices> {
  const container = await createBrowserContainer(routeValueCatalog(NO_BLOG_VALUES), services);
  const store = container.get(TOKENS.SessionStore);
  const session = createActor(container.get(TOKENS.SessionMachine), { input: { token: store.read(), user: store.user() } }).start();
  connectSessionProblems(container.get(TOKENS.SessionProblems), session);
  return {
    container,
    actors: {
      session,
      toast: createActor(container.get(TOKENS.ToastMachine)).start(),
      messageBox: createActor(container.get(TOKENS.MessageBoxMachine)).start(),
      consent: createActor(container.get(TOKENS.ConsentMachine), { input: { stored: storedConsent() } }).start(),
    },
  };
}
