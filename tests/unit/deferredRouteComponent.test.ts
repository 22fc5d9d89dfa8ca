import assert from 'node:assert/strict';
import { describe, it } from '../testing';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  deferRouteComponents,
  type RouteComponent,
} from '../../src/plugins/lean-first-load/deferredRouteComponent';

/** A stand-in for ComponentCreator that records what it created. */
function recordingCreator() {
  const created: string[] = [];
  const create = (path: string): RouteComponent => {
    created.push(path);
    const Route = ({ title }: { title?: string }) => createElement('p', null, `${path} ${title}`);
    return Object.assign(Route, { preload: () => Promise.resolve(`loaded ${path}`) });
  };
  return { created, create };
}

describe('deferred route components', () => {
  it('creates nothing while the route table is built', () => {
    const { created, create } = recordingCreator();
    const routeComponent = deferRouteComponents(create);
    Array.from({ length: 340 }, (_, i) => routeComponent(`/doc/${i}`));
    assert.deepEqual(created, []);
  });

  it("creates a route's component when it is preloaded, once, with the creator's preload", async () => {
    const { created, create } = recordingCreator();
    const route = deferRouteComponents(create)('/docs/a');
    assert.equal(await route.preload(), 'loaded /docs/a');
    assert.equal(await route.preload(), 'loaded /docs/a');
    assert.deepEqual(created, ['/docs/a']);
  });

  it('preloads in a task of its own, not in the task that asks', async () => {
    const { created, create } = recordingCreator();
    const route = deferRouteComponents(create)('/docs/b');
    const preloaded = route.preload();
    await Promise.resolve(); // microtasks of the asking task
    assert.deepEqual(created, []);
    assert.equal(await preloaded, 'loaded /docs/b');
    assert.deepEqual(created, ['/docs/b']);
  });

  it('renders the created component with the props it is given', () => {
    const { created, create } = recordingCreator();
    const Route = deferRouteComponents(create)('/blog');
    assert.equal(
      renderToStaticMarkup(createElement(Route, { title: 'x' } as object)),
      '<p>/blog x</p>',
    );
    renderToStaticMarkup(createElement(Route, { title: 'y' } as object));
    assert.deepEqual(created, ['/blog']);
  });
});
