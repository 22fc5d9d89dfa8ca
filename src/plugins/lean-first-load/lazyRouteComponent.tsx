/**
 * The route table's component creator, deferred: `@generated/routes` calls
 * ComponentCreator for every route of the locale (about 340) while the main
 * bundle starts, each building a react-loadable map over its chunks, before
 * anything can hydrate. Here a route builds its loadable the first time it is
 * preloaded or rendered (./index.ts points the route table's import here).
 */
import ComponentCreator from '@docusaurus/ComponentCreator';

type RouteComponent = ReturnType<typeof ComponentCreator>;
// react-router-config passes the route's props through.

export default function lazyComponentCreator(path: string, hash: string): RouteComponent {
  let created: RouteComponent | undefined;
  const create = () => (created ??= ComponentCreator(path, hash));
  function LazyRoute(props: object) {
    const Route = create();
    return <Route {...props} />;
  }
  LazyRoute.preload = () => create().preload();
  return LazyRoute as RouteComponent;
}
