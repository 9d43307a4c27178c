/**
 * Development only (docs/decisions/110): what public pages load before the islands runtime, as React Router's own
 * `<Scripts/>` would. Its React Refresh runtime, so that an edit to an island updates it in place; that runtime then
 * revalidates React Router's data router, which island pages do not have, so they give it one that has nothing to do.
 */
import "virtual:react-router/inject-hmr-runtime";

const page = window as { __reactRouterDataRouter?: { revalidate: () => Promise<void> } };
page.__reactRouterDataRouter ??= { revalidate: async () => {} };
