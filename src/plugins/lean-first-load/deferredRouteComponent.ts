import { createElement, type ComponentType } from 'react';

/** What Docusaurus's ComponentCreator returns: a route component with `preload`. */
export type RouteComponent = ComponentType<object> & { preload: () => Promise<unknown> };

/** Resolves in a later task, once the current one (and its microtasks) has ended. */
const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, 0);
  });

/**
 * Wraps a route component creator so that each route's component is created
 * the first time the route is preloaded or rendered, then reused. A preload
 * does its work in a task of its own: the page's own route is preloaded while
 * the main bundle is evaluated, and creating its loadable and requesting its
 * chunks made that long task longer still.
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
    DeferredRoute.preload = () => nextTask().then(() => routeComponent().preload());
    return DeferredRoute;
  };
}
