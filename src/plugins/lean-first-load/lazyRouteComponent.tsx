/**
 * The route table's component creator, deferred: `@generated/routes` calls
 * ComponentCreator for every route of the locale (about 340) while the main
 * bundle starts, each building a react-loadable map over its chunks, before
 * anything can hydrate. Here a route builds its loadable the first time it is
 * preloaded or rendered (./index.ts points the route table's import here).
 */
// Replaces the route table's import (./index.ts): checked against Docusaurus 3.10.2
// (tests/unit/docusaurusInternals.test.ts).
import ComponentCreator from '@docusaurus/ComponentCreator';
import { deferRouteComponents, type RouteComponent } from './deferredRouteComponent';

export default deferRouteComponents(
  ComponentCreator as (path: string, hash: string) => RouteComponent,
);
