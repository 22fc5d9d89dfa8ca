import { createElement, type ComponentType } from 'react';

/** What Docusaurus's ComponentCreator returns: a route component with `preload`. */
export type RouteComponent = ComponentType<object> & { preload: () => Promise<unknown> };

/**
 * Wraps a route component creator so that each route's component is created
 * the first time the route is preloaded or rendered, then reused.
 */
export function deferRouteComponents<Args extends unknown[]>(
  create: (...args: Args) => RouteComponent,
): (...args: Args) => RouteComponent {
  return (...args) => {
    let created: RouteComponent | undefined;
    const routeComponent = () => (created ??= create(...args));
    function DeferredRoute(props: object) {
      return createElement(routeComponent(), props);
    }
    DeferredRoute.preload = () => routeComponent().preload();
    return DeferredRoute;
  };
}
